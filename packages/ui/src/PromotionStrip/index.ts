export type { PromotionStripProps } from './PromotionStrip.tsx';
export { PromotionStrip } from './PromotionStrip.tsx';
