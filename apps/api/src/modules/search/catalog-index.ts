import { sql, type Database } from '@carsetu/db';
import { queryRows } from '../../lib/sql-rows';
import { readByVersion, searchReferenceVersion, type VersionedRead } from './read-by-version';

export interface CatalogEntry {
  kind: 'make' | 'model' | 'variant';
  label: string;
  makeId: number;
  makeSlug: string;
  makeName: string;
  modelId: number | null;
  modelSlug: string | null;
  modelName: string | null;
  variantId: number | null;
  variantName: string | null;
}

/**
 * Makes, models and variants as one small list (about 900 entries) for search, suggestions and
 * facet labels. Building it costs more than the rest of a listing search on PGlite, so it is
 * rebuilt only when the catalog changes: a cheap version read (the search reference version,
 * moved by triggers on every catalog write, decision 0188) decides, which also keeps every
 * process exact when the seed adds to the catalog beside a live server.
 */
export const loadCatalogEntries: VersionedRead<CatalogEntry[]> = readByVersion(
  searchReferenceVersion,
  readCatalogEntries,
);

async function readCatalogEntries(db: Database): Promise<CatalogEntry[]> {
  const rows = await queryRows<{
    make_id: number;
    make_slug: string;
    make_name: string;
    model_id: number | null;
    model_slug: string | null;
    model_name: string | null;
    variant_id: number | null;
    variant_name: string | null;
  }>(
    db,
    sql`select mk.id as make_id, mk.slug as make_slug, mk.name as make_name,
               md.id as model_id, md.slug as model_slug, md.name as model_name,
               v.id as variant_id, v.name as variant_name
        from makes mk
        left join models md on md.make_id = mk.id
        left join variants v on v.model_id = md.id
        order by mk.display_order, mk.name, md.name, v.name`,
  );
  const entries: CatalogEntry[] = [];
  const seenMakes = new Set<number>();
  const seenModels = new Set<number>();
  for (const row of rows) {
    const base = {
      makeId: row.make_id,
      makeSlug: row.make_slug,
      makeName: row.make_name,
      modelId: null,
      modelSlug: null,
      modelName: null,
      variantId: null,
      variantName: null,
    };
    if (!seenMakes.has(row.make_id)) {
      seenMakes.add(row.make_id);
      entries.push({ ...base, kind: 'make', label: row.make_name });
    }
    if (row.model_id === null) continue;
    const model = {
      ...base,
      modelId: row.model_id,
      modelSlug: row.model_slug,
      modelName: row.model_name,
    };
    if (!seenModels.has(row.model_id)) {
      seenModels.add(row.model_id);
      entries.push({ ...model, kind: 'model', label: `${row.make_name} ${row.model_name}` });
    }
    if (row.variant_id === null) continue;
    entries.push({
      ...model,
      kind: 'variant',
      variantId: row.variant_id,
      variantName: row.variant_name,
      label: `${row.make_name} ${row.model_name} ${row.variant_name}`,
    });
  }
  return entries;
}
