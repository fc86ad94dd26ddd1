import { SectionStack, VisuallyHidden } from '@probuild/ui';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { ContentFirstSection } from '../../content/ContentFirstSection/index.ts';
import { HeroSection } from '../../content/HeroSection/index.ts';
import { RecommendedSection } from '../../content/RecommendedSection/index.ts';
import { TikTokSection } from '../../content/TikTokSection/index.ts';
import { YouTubeSection } from '../../content/YouTubeSection/index.ts';
import { ComsetFilter } from './ComsetFilter/index.ts';
import { ComsetSets } from './ComsetSets/index.ts';

/** The sections after the sets, the home page's components on the computer-set content calls. */
const SECTIONS: Array<(props: { page: 'comset' }) => React.ReactNode> = [
  YouTubeSection,
  TikTokSection,
  ContentFirstSection,
  RecommendedSection,
];

/**
 * /comset: the filter drawer on phones, the hero, the computer sets by use under tabs that follow the scroll, then videos, short
 * videos, content cards and recommended products; each section with its own loading and error.
 */
export default function ComsetPage() {
  return (
    <SectionStack>
      <VisuallyHidden as="h1">
        <FormattedMessage id="comset.title" />
      </VisuallyHidden>
      <ComsetFilter />
      <Suspense fallback={null}>
        <HeroSection page="comset" />
      </Suspense>
      <ComsetSets />
      {SECTIONS.map((Section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, where the place is the section
        <Suspense key={index} fallback={null}>
          <Section page="comset" />
        </Suspense>
      ))}
    </SectionStack>
  );
}
