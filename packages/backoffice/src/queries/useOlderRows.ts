import { useInfiniteQuery } from '@tanstack/react-query';

interface OlderRowsPage {
  /** Where the next, older page starts; none on the last page. */
  nextBefore?: string | number | null;
}

type Cursor<Page extends OlderRowsPage> = NonNullable<Page['nextBefore']>;

/**
 * A list read newest first, a page at a time: `fetchPage` reads the page before the cursor it is
 * given (the newest page when none); its argument is spread into the call's query.
 */
export function useOlderRows<Page extends OlderRowsPage>(
  queryKey: readonly unknown[],
  fetchPage: (older: { before?: Cursor<Page> }) => Promise<Page>,
) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as OlderRowsPage['nextBefore'],
    queryFn: ({ pageParam }) => fetchPage(pageParam == null ? {} : { before: pageParam as Cursor<Page> }),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}
