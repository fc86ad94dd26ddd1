export { AddBuildToCart } from './AddBuildToCart.tsx';
