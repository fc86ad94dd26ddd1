export { ContentImage } from './ContentImage.tsx';
