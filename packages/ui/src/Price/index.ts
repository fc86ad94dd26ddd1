export type { PriceProps } from './Price.tsx';
export { Price } from './Price.tsx';
