import { sql, type Database } from '@carsetu/db';
import { BUDGET_OPTIONS, KM_OPTIONS, cutPoints } from './listing-facet-ranges';
import { queryRows } from '../../lib/sql-rows';

/**
 * The filter columns of every listing, in memory, for exact facet counts at 1,000,000 listings
 * (decision 0058). Categorical columns hold dense codes into a dictionary; price and km keep their
 * values (filters take any bound) plus the interval of the budget/km facets.
 *
 * Freshness: every search first reads the rows written since the snapshot of its previous read.
 * Migration 0009 stamps each written row (and each deletion) with its transaction id; every
 * transaction that was not finished at a snapshot has an id at or above the snapshot's xmin, so
 * "stamp >= xmin of the last snapshot" misses nothing a later reader could see.
 */

/** Rows per statement on a full load: bounds the memory a load needs at 1,000,000 listings. */
export const FULL_LOAD_CHUNK = 100_000;

export class Dictionary<Value extends string | number> {
  readonly values: Value[] = [];
  private readonly codes = new Map<Value, number>();
  code(value: Value): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }
  /** 1 for the codes of the given values (values never seen have no rows to match). */
  mask(allowed: (value: Value) => boolean): Uint8Array {
    const mask = new Uint8Array(this.values.length);
    this.values.forEach((value, code) => {
      if (allowed(value)) mask[code] = 1;
    });
    return mask;
  }
}

export const CATEGORY_COLUMNS = [
  'city',
  'make',
  'model',
  'variant',
  'year',
  'owners',
  'colour',
  'bodyType',
  'fuelType',
  'transmission',
  'seats',
  'state',
  'rto',
] as const;
export type CategoryColumn = (typeof CATEGORY_COLUMNS)[number];

interface IndexRow {
  kind: 'row' | 'removal';
  id: number;
  city_id: number;
  make_id: number;
  model_id: number;
  variant_id: number;
  year: number;
  owners: number;
  colour: string;
  body_type: string;
  fuel_type: string;
  transmission: string;
  seats: number;
  state_code: string;
  rto_code: string;
  km_driven: number;
  price: number | string;
  live: boolean;
}

const rowValue: Record<CategoryColumn, (row: IndexRow) => string | number> = {
  city: (row) => row.city_id,
  make: (row) => row.make_id,
  model: (row) => row.model_id,
  variant: (row) => row.variant_id,
  year: (row) => row.year,
  owners: (row) => row.owners,
  colour: (row) => row.colour,
  bodyType: (row) => row.body_type,
  fuelType: (row) => row.fuel_type,
  transmission: (row) => row.transmission,
  seats: (row) => row.seats,
  state: (row) => row.state_code,
  rto: (row) => row.rto_code,
};

const BUDGET_CUTS = cutPoints(BUDGET_OPTIONS);
const KM_CUTS = cutPoints(KM_OPTIONS);

/** PostgreSQL's width_bucket(value, thresholds): how many thresholds are at or below value. */
export function bucketOf(value: number, cuts: number[]): number {
  let bucket = 0;
  while (bucket < cuts.length && cuts[bucket]! <= value) bucket++;
  return bucket;
}

const INDEX_COLUMNS = sql`id, city_id, make_id, model_id, variant_id, year, least(owners, 4) as owners,
  colour, body_type, fuel_type, transmission, seats, state_code, rto_code, km_driven,
  price_paise::float8 as price, status <> 'sold' as live`;

export class ListingFacetIndex {
  size = 0;
  private capacity = 0;
  ids = new Int32Array(0);
  live = new Uint8Array(0);
  price = new Float64Array(0);
  km = new Int32Array(0);
  budgetBucket = new Uint16Array(0);
  kmBucket = new Uint16Array(0);
  codes = {} as Record<CategoryColumn, Uint16Array>;
  readonly dictionaries = Object.fromEntries(
    CATEGORY_COLUMNS.map((column) => [column, new Dictionary()]),
  ) as Record<CategoryColumn, Dictionary<string | number>>;
  /** xmin of the snapshot of the last read; null before the first load. */
  private xmin: string | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly db: Database) {
    this.grow(1024);
  }

  /**
   * Brings the index up to date with everything committed before this call. Concurrent callers
   * share reads, but one arriving during a read waits for the next one (which starts after its
   * arrival), so a search never misses a write that finished before it began.
   */
  refresh(): Promise<void> {
    if (!this.running) {
      this.running = this.readChanges().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.refresh();
      });
    return this.queued;
  }

  private async readChanges(): Promise<void> {
    if (this.xmin === null) return this.fullLoad();
    const rows = await queryRows<IndexRow & { snapshot_xmin: string }>(
      this.db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as snapshot_xmin, changed.*
          from (select 1) as one
          left join (
            select 'row' as kind, ${INDEX_COLUMNS} from listings where search_xid >= ${this.xmin}::xid8
            union all
            select 'removal', listing_id, null, null, null, null, null, null, null, null, null, null,
                   null, null, null, null, null, false
            from listing_search_removals where search_xid >= ${this.xmin}::xid8
          ) as changed on true`,
    );
    if (rows.some((row) => row.kind === 'removal' && row.id === -1)) {
      this.reset();
      return this.fullLoad();
    }
    for (const row of rows) {
      if (row.kind === 'row') this.put(row);
      else if (row.kind === 'removal') this.remove(row.id);
    }
    this.xmin = rows[0]!.snapshot_xmin;
  }

  /** Reads every listing in id order, a chunk per statement, then what changed meanwhile. */
  private async fullLoad(): Promise<void> {
    const [start] = await queryRows<{ snapshot_xmin: string }>(
      this.db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as snapshot_xmin`,
    );
    let afterId = 0;
    for (;;) {
      const rows = await queryRows<IndexRow>(
        this.db,
        sql`select 'row' as kind, ${INDEX_COLUMNS} from listings
            where id > ${afterId} order by id limit ${FULL_LOAD_CHUNK}`,
      );
      for (const row of rows) this.put(row);
      if (rows.length < FULL_LOAD_CHUNK) break;
      afterId = rows[rows.length - 1]!.id;
    }
    // Rows written while the chunks were read carry a stamp at or above the first snapshot's xmin.
    this.xmin = start!.snapshot_xmin;
    await this.readChanges();
  }

  private reset() {
    this.size = 0;
    this.xmin = null;
  }

  private slotOf(id: number): number {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.ids[middle]!;
      if (found === id) return middle;
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  private put(row: IndexRow) {
    let slot = this.slotOf(row.id);
    if (slot < 0) {
      if (this.size === this.capacity) this.grow(this.capacity * 2);
      slot = this.size;
      // Ids arrive ascending; one below the largest (an explicit id) shifts the tail up by one.
      while (slot > 0 && this.ids[slot - 1]! > row.id) slot--;
      if (slot < this.size) this.shiftUp(slot);
      this.size++;
      this.ids[slot] = row.id;
    }
    this.live[slot] = row.live ? 1 : 0;
    const price = Number(row.price);
    this.price[slot] = price;
    this.km[slot] = row.km_driven;
    this.budgetBucket[slot] = bucketOf(price, BUDGET_CUTS);
    this.kmBucket[slot] = bucketOf(row.km_driven, KM_CUTS);
    for (const column of CATEGORY_COLUMNS)
      this.codes[column][slot] = this.dictionaries[column].code(rowValue[column](row));
  }

  private shiftUp(from: number) {
    const columns = [
      this.ids,
      this.live,
      this.price,
      this.km,
      this.budgetBucket,
      this.kmBucket,
      ...Object.values(this.codes),
    ];
    for (const column of columns) column.copyWithin(from + 1, from, this.size);
  }

  private remove(id: number) {
    const slot = this.slotOf(id);
    if (slot >= 0) this.live[slot] = 0;
  }

  private grow(capacity: number) {
    const copy = <T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(old.subarray(0, this.size));
      return next;
    };
    this.ids = copy(this.ids, (n) => new Int32Array(n));
    this.live = copy(this.live, (n) => new Uint8Array(n));
    this.price = copy(this.price, (n) => new Float64Array(n));
    this.km = copy(this.km, (n) => new Int32Array(n));
    this.budgetBucket = copy(this.budgetBucket, (n) => new Uint16Array(n));
    this.kmBucket = copy(this.kmBucket, (n) => new Uint16Array(n));
    for (const column of CATEGORY_COLUMNS)
      this.codes[column] = copy(
        this.codes[column] ?? new Uint16Array(0),
        (n) => new Uint16Array(n),
      );
    this.capacity = capacity;
  }
}

const indexes = new WeakMap<Database, ListingFacetIndex>();

/** The index of this database, brought up to date (loaded on the first search). */
export async function freshFacetIndex(db: Database): Promise<ListingFacetIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = new ListingFacetIndex(db);
    indexes.set(db, index);
  }
  await index.refresh();
  return index;
}
