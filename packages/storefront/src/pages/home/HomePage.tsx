import { SectionStack, VisuallyHidden } from '@probuild/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { BrandShortcutSection } from './BrandShortcutSection/index.ts';
import { HeroSection } from './HeroSection/index.ts';
import styles from './HomePage.module.css';
import { ListBannerSection } from './ListBannerSection/index.ts';
import { ShortcutMenuSection } from './ShortcutMenuSection/index.ts';

/**
 * A section below the first screen: its code is a chunk of its own, asked for when the page renders.
 * The server's markup stays in place until it arrives, and is then hydrated.
 */
const below = (load: () => Promise<ComponentType>) =>
  lazy(() => load().then((section) => ({ default: section })));

const YouTubeSection = below(() =>
  import('./YouTubeSection/index.ts').then((module) => module.YouTubeSection),
);
const TikTokSection = below(() => import('./TikTokSection/index.ts').then((module) => module.TikTokSection));
const ContentFirstSection = below(() =>
  import('./ContentFirstSection/index.ts').then((module) => module.ContentFirstSection),
);
const ContentSecondSection = below(() =>
  import('./ContentSecondSection/index.ts').then((module) => module.ContentSecondSection),
);
const RecommendedSection = below(() =>
  import('./RecommendedSection/index.ts').then((module) => module.RecommendedSection),
);
const HomeBannerSection = below(() =>
  import('./HomeBannerSection/index.ts').then((module) => module.HomeBannerSection),
);
const HomeTailSection = below(() =>
  import('./HomeTailSection/index.ts').then((module) => module.HomeTailSection),
);

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
