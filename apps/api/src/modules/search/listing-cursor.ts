import { createHash } from 'node:crypto';
import type { ListingSort } from '@carsetu/contracts';
import type { SortPosition } from './listing-cards.repository';
import type { ResolvedFilters } from './listing-where';

/**
 * The opaque `after` of a listing's next-page link (decision 0177): where the page before it
 * ended, so page N+1 reads on from there instead of skipping N pages of matches. A cursor only
 * counts for the page, sort and filters it was made for; for any other (a stale link, a
 * hand-edited URL) the page number alone decides, as it always did.
 */
interface CursorBody {
  /** Page the cursor starts. */
  p: number;
  s: ListingSort;
  /** Fingerprint of the filters (with the city) the cursor was made for. */
  f: string;
  k: string;
  i: number;
}

export function filtersFingerprint(filters: ResolvedFilters): string {
  return createHash('sha256').update(JSON.stringify(filters)).digest('base64url').slice(0, 16);
}

export function encodeCursor(
  page: number,
  sort: ListingSort,
  filters: ResolvedFilters,
  end: SortPosition,
): string {
  const body: CursorBody = {
    p: page,
    s: sort,
    f: filtersFingerprint(filters),
    k: end.key,
    i: end.id,
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The position to start page `page` at, or null when the cursor is not one for this page. */
export function decodeCursor(
  cursor: string | null,
  page: number,
  sort: ListingSort,
  filters: ResolvedFilters,
): SortPosition | null {
  if (!cursor) return null;
  let body: Partial<CursorBody>;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorBody>;
  } catch {
    return null;
  }
  const fits =
    body.p === page &&
    body.s === sort &&
    body.f === filtersFingerprint(filters) &&
    typeof body.k === 'string' &&
    body.k.length <= 64 &&
    Number.isInteger(body.i);
  return fits ? { key: body.k!, id: body.i! } : null;
}
