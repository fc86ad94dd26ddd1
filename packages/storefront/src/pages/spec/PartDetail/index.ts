export { PartDetail } from './PartDetail.tsx';
