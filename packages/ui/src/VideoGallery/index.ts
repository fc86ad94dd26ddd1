export type { VideoGalleryItem, VideoGalleryProps } from './VideoGallery.tsx';
export { VideoGallery, youtubeEmbedUrl } from './VideoGallery.tsx';
