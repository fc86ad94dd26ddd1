// One file per area of the shop; drizzle-kit and openDatabase read them all through this index.

export * from './addresses.ts';
export * from './catalogue.ts';
export * from './commerce.ts';
export * from './comsets.ts';
export * from './content.ts';
export * from './documents.ts';
export * from './pictures.ts';
export * from './refunds.ts';
export * from './staff.ts';
export * from './stock.ts';
