export type { ProductCardHighlight, ProductCardProps } from './ProductCard.tsx';
export { ProductCard } from './ProductCard.tsx';
