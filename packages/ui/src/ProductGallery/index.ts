export type { ProductGalleryProps } from './ProductGallery.tsx';
export { ProductGallery, THUMBNAIL_WINDOW } from './ProductGallery.tsx';
