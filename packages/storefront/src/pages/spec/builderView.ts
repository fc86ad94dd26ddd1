import type { BuilderCategory, FilterMenu, SpecBuilderEvent } from '@probuild/machines';
import type { JudgedPart } from './builderParts.ts';

/** What the builder's parts read from the page: the machine's events and the server's verdicts by SKU. */
export interface BuilderView {
  send: (event: SpecBuilderEvent) => void;
  verdictOf: (sku: string) => JudgedPart | undefined;
  categoryLabel: (category: BuilderCategory) => string;
}

/** The categories whose parts have a socket: processors, boards and coolers. */
const SOCKET_CATEGORIES: readonly BuilderCategory[] = ['cpu', 'motherboard', 'cooling'];

/** The filter menus of a category: Brand and Series always, Socket where parts have one. */
export function filterMenusOf(category: BuilderCategory): readonly FilterMenu[] {
  return SOCKET_CATEGORIES.includes(category) ? ['brand', 'series', 'socket'] : ['brand', 'series'];
}
