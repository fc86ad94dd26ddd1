export type { TabItem, TabsProps } from './Tabs.tsx';
export { Tabs } from './Tabs.tsx';
