export { YouTubeSection } from './YouTubeSection.tsx';
