import { SHOP_NAME } from '@probuild/api-client';
import { SectionStack, VisuallyHidden } from '@probuild/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { HeroSection } from '../../content/HeroSection/index.ts';
import clearance from '../../shell/chatClearance.module.css';
import { BrandShortcutSection } from './BrandShortcutSection/index.ts';
import styles from './HomePage.module.css';
import { ListBannerSection } from './ListBannerSection/index.ts';
import { ShortcutMenuSection } from './ShortcutMenuSection/index.ts';

/**
 * A section below the first screen, by its module and the name it exports: its code is a chunk of its
 * own, asked for when the page renders. The server's markup stays in place until it arrives, and is
 * then hydrated.
 */
function below<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const YouTubeSection = below(() => import('../../content/YouTubeSection/index.ts'), 'YouTubeSection');
const TikTokSection = below(() => import('../../content/TikTokSection/index.ts'), 'TikTokSection');
const ContentFirstSection = below(
  () => import('../../content/ContentFirstSection/index.ts'),
  'ContentFirstSection',
);
const ContentSecondSection = below(
  () => import('../../content/ContentSecondSection/index.ts'),
  'ContentSecondSection',
);
const RecommendedSection = below(
  () => import('../../content/RecommendedSection/index.ts'),
  'RecommendedSection',
);
const HomeBannerSection = below(() => import('./HomeBannerSection/index.ts'), 'HomeBannerSection');
const HomeTailSection = below(() => import('./HomeTailSection/index.ts'), 'HomeTailSection');

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
    <SectionStack className={`${styles.page} ${clearance.clearsChat}`}>
      <VisuallyHidden as="h1">
        <FormattedMessage id="home.title" values={{ shop: SHOP_NAME }} />
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
