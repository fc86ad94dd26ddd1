export { KeptBuilds } from './KeptBuilds.tsx';
