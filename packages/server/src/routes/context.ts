import type { CommerceSettings } from '../commerce-settings.ts';
import type { Database } from '../db/open.ts';

/** What every handler module receives. */
export interface HandlerContext {
  database: Database;
  settings: CommerceSettings;
  /** Build the search index now rather than at the first search. */
  searchIndexAtStart?: boolean;
}
