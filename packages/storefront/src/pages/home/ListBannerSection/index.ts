export { ListBannerSection } from './ListBannerSection.tsx';
