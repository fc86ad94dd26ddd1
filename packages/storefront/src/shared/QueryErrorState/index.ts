export { QueryErrorState } from './QueryErrorState.tsx';
