/** A page number, or a gap of hidden pages shown as an ellipsis. */
export type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The page buttons to show, at most five numbers (the spec's limit): every page when there are five or
 * fewer; otherwise the first and the last page and three pages around the current one, with an
 * ellipsis for each gap.
 *   pageItems(2, 11) → [1, 2, 3, 4, 'gap-after', 11]
 *   pageItems(6, 11) → [1, 'gap-before', 5, 6, 7, 'gap-after', 11]
 *   pageItems(10, 11) → [1, 'gap-before', 8, 9, 10, 11]
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, index) => index + 1);
  // The middle three slide with the current page but stay between the first and the last page.
  const first = Math.min(Math.max(page - 1, 2), totalPages - 3);
  const middle = [first, first + 1, first + 2];
  return [
    1,
    ...(first > 2 ? (['gap-before'] as const) : []),
    ...middle,
    ...(first + 2 < totalPages - 1 ? (['gap-after'] as const) : []),
    totalPages,
  ];
}
