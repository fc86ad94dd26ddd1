export { type AppOptions, buildApp } from './app.ts';
export { type Database, type DatabaseKind, openDatabase } from './db/open.ts';
export { seedDatabase, seedIfEmpty } from './seed/index.ts';
