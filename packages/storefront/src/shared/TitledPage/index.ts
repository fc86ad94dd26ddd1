export { TitledPage } from './TitledPage.tsx';
