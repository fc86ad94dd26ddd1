export { ShareBuild } from './ShareBuild.tsx';
