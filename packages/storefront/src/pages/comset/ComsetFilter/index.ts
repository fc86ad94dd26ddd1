export * from './ComsetFilter.tsx';
