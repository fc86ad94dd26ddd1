export { HeroCarousel } from './HeroCarousel.tsx';
