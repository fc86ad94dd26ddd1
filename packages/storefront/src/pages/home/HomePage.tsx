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

/** The home page: every section of spec part 1 "Home page" in its order, each with its own call and states. */
export default function HomePage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>
        <FormattedMessage id="home.title" />
      </h1>
      <HeroSection />
      <ShortcutMenuSection />
      <BrandShortcutSection />
      <ListBannerSection />
      <YouTubeSection />
      <TikTokSection />
      <ContentFirstSection />
      <ContentSecondSection />
      <RecommendedSection />
      <HomeBannerSection />
      <HomeTailSection />
    </div>
  );
}
