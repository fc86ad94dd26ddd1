export type { PriceProps } from './Price.tsx';
export { formatBaht, Price } from './Price.tsx';
