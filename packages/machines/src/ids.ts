/** Records from the server carry `_id` (older endpoints) or `id`: either identifies them. */
export interface Identified {
  _id?: string;
  id?: string;
}

export function idOf(record: Identified | null | undefined): string | null {
  return record?.id ?? record?._id ?? null;
}
