import { Button, SectionStack, VisuallyHidden } from '@probuild/ui';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Redirect, useSearchParams } from 'wouter';
import { ContentFirstSection } from '../../content/ContentFirstSection/index.ts';
import { ContentSecondSection } from '../../content/ContentSecondSection/index.ts';
import { HeroSection } from '../../content/HeroSection/index.ts';
import { RecommendedSection } from '../../content/RecommendedSection/index.ts';
import { TikTokSection } from '../../content/TikTokSection/index.ts';
import { YouTubeSection } from '../../content/YouTubeSection/index.ts';
import styles from './SpecLandingPage.module.css';

/** The landing page's sections in order, the home page's components on the spec content calls. */
const SECTIONS: Array<(props: { page: 'spec' }) => React.ReactNode> = [
  ContentFirstSection,
  RecommendedSection,
  ContentSecondSection,
  YouTubeSection,
  TikTokSection,
];

/** Where the builder starts. */
const BUILDER_PATH = '/specAdd';

/**
 * The spec landing page: the hero and content sections of the spec content calls, each with its own
 * states, and a button that starts the builder. A share link (`?build=<id>`) goes on to the builder.
 */
export default function SpecLandingPage() {
  const [params] = useSearchParams();
  const shared = params.get('build');
  if (shared) return <Redirect to={`${BUILDER_PATH}?${new URLSearchParams({ build: shared })}`} replace />;

  return (
    <SectionStack>
      <VisuallyHidden as="h1">
        <FormattedMessage id="spec.landing.title" />
      </VisuallyHidden>
      <Suspense fallback={null}>
        <HeroSection page="spec" />
      </Suspense>
      <div className={styles.start}>
        <Button asChild size="lg">
          <Link href={BUILDER_PATH}>
            <FormattedMessage id="spec.landing.start" />
          </Link>
        </Button>
      </div>
      {SECTIONS.map((Section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, where the place is the section
        <Suspense key={index} fallback={null}>
          <Section page="spec" />
        </Suspense>
      ))}
    </SectionStack>
  );
}
