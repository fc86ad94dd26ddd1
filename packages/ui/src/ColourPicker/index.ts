export type { ColourOption, ColourPickerProps } from './ColourPicker.tsx';
export { ColourPicker } from './ColourPicker.tsx';
