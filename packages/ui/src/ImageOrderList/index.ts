export type { ImageOrderListItem, ImageOrderListProps } from './ImageOrderList.tsx';
export { ImageOrderList } from './ImageOrderList.tsx';
