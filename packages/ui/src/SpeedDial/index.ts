export type { SpeedDialLink, SpeedDialProps } from './SpeedDial.tsx';
export { SpeedDial } from './SpeedDial.tsx';
