export { CategoryList } from './CategoryList.tsx';
