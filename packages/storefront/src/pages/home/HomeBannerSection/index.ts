export { HomeBannerSection } from './HomeBannerSection.tsx';
