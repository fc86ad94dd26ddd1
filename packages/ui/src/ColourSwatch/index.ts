export type { ColourSwatchProps } from './ColourSwatch.tsx';
export { ColourSwatch } from './ColourSwatch.tsx';
