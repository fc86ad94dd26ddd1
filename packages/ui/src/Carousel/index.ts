export type { CarouselProps, CarouselSlide } from './Carousel.tsx';
export { Carousel } from './Carousel.tsx';
