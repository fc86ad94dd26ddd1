import { SectionStack, VisuallyHidden } from '@probuild/ui';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { BrandShortcutSection } from './BrandShortcutSection/index.ts';
import { ContentFirstSection } from './ContentFirstSection/index.ts';
import { ContentSecondSection } from './ContentSecondSection/index.ts';
import { HeroSection } from './HeroSection/index.ts';
import { HomeBannerSection } from './HomeBannerSection/index.ts';
import styles from './HomePage.module.css';
import { HomeTailSection } from './HomeTailSection/index.ts';
import { ListBannerSection } from './ListBannerSection/index.ts';
import { RecommendedSection } from './RecommendedSection/index.ts';
import { ShortcutMenuSection } from './ShortcutMenuSection/index.ts';
import { TikTokSection } from './TikTokSection/index.ts';
import { YouTubeSection } from './YouTubeSection/index.ts';

/** Every section of the home page in its order. */
const SECTIONS = [
  HeroSection,
  ShortcutMenuSection,
  BrandShortcutSection,
  ListBannerSection,
  YouTubeSection,
  TikTokSection,
  ContentFirstSection,
  ContentSecondSection,
  RecommendedSection,
  HomeBannerSection,
  HomeTailSection,
];

/**
 * The home page: each section with its own call and states. Each is also a Suspense boundary, which
 * React hydrates on its own: the server-rendered page becomes interactive in short steps, not one long task.
 */
export default function HomePage() {
  return (
    <SectionStack className={styles.page}>
      <VisuallyHidden as="h1">
        <FormattedMessage id="home.title" />
      </VisuallyHidden>
      {SECTIONS.map((Section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, where the place is the section
        <Suspense key={index} fallback={null}>
          <Section />
        </Suspense>
      ))}
    </SectionStack>
  );
}
