export type { ImageUploadProps } from './ImageUpload.tsx';
export { IMAGE_UPLOAD_TYPES, ImageUpload } from './ImageUpload.tsx';
