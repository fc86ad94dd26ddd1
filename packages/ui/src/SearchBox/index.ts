export type { SearchBoxProps } from './SearchBox.tsx';
export { SearchBox } from './SearchBox.tsx';
