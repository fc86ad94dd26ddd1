export type { TikTokCarouselProps } from './TikTokCarousel.tsx';
export { TIKTOK_SCROLL_STEP, TikTokCarousel, tiktokVideoId } from './TikTokCarousel.tsx';
