export * from './ListBannerRow.tsx';
