export * from './ComsetSets.tsx';
