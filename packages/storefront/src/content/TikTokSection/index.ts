export { TikTokSection } from './TikTokSection.tsx';
