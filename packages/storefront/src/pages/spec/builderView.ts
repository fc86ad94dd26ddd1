import type { BuilderCategory, FilterMenu, SpecBuilderEvent } from '@probuild/machines';
import type { JudgedPart } from './builderParts.ts';

/** What the builder's parts read from the page: the machine's events and the server's verdicts by SKU. */
export interface BuilderView {
  send: (event: SpecBuilderEvent) => void;
  verdictOf: (sku: string) => JudgedPart | undefined;
  categoryLabel: (category: BuilderCategory) => string;
}

export const FILTER_MENUS: readonly FilterMenu[] = ['brand', 'series', 'socket'];
