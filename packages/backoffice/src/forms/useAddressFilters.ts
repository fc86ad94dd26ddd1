import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The value of a filter's "any" option: no filter. */
export const ANY = 'any';

/**
 * The filters of a list page, kept in its address (`/orders?state=wait&q=…`) so a reload, the back
 * button and a shared link keep them: the ones in force, the form's draft of the next ones (back to
 * those in force whenever the address changes), and `show` to go to the address of others.
 */
export function useAddressFilters<Filters, Draft extends Record<string, string>>(
  path: string,
  filtersOf: (search: string) => Filters,
  draftOf: (filters: Filters) => Draft,
) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersOf(search);
  const [draft, setDraft] = useState(() => draftOf(filters));
  const [draftSearch, setDraftSearch] = useState(search);
  if (draftSearch !== search) {
    setDraftSearch(search);
    setDraft(draftOf(filters));
  }
  /** Goes to the address of these filters; empty ones and "any" are left out. */
  const show = (values: Record<string, string | undefined>) => {
    const query = new URLSearchParams(
      Object.entries(values).flatMap(([key, value]) => {
        const kept = value?.trim();
        return kept && kept !== ANY ? [[key, kept]] : [];
      }),
    ).toString();
    navigate(query ? `${path}?${query}` : path);
  };
  return { filters, draft, setDraft, show };
}
