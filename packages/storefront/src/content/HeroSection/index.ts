export { HeroSection } from './HeroSection.tsx';
