export { HomeProductCard } from './HomeProductCard.tsx';
