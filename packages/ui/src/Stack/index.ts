export type { FormStackProps, StackProps } from './Stack.tsx';
export { FormStack, Stack } from './Stack.tsx';
