export * from './compatibility.ts';
export * from './parts.ts';
export * from './power.ts';
export * from './rule-specs.ts';
