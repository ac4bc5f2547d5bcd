import type { FacetName, FacetOption, ListingFilters } from '@carsetu/contracts';
import type { CatalogEntry } from './catalog-index';
import { BUDGET_OPTIONS, KM_OPTIONS, type FacetCounts } from './listing-facets.repository';
import type { PlaceNames } from './place-names';

const ORDINAL = ['', '1st owner', '2nd owner', '3rd owner', '4 or more owners'];
const WORD_LABELS: Record<string, string> = {
  cng: 'CNG',
  suv: 'SUV',
  muv: 'MUV',
  'compact-suv': 'Compact SUV',
};
const titleCase = (value: string) =>
  WORD_LABELS[value] ??
  value.replace(
    /(^|-)([a-z])/g,
    (_m, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
  );

/** Only the busiest RTOs are offered as options (hundreds exist); chosen ones always stay. */
export const RTO_FACET_LIMIT = 40;

/**
 * The catalog's makes and models by id, and its names by slug, built once per catalog list (the
 * list is the same object until the catalog changes): 865 entries walked three times a search
 * cost about as much as labelling itself (decision 0185).
 */
const lookupsByCatalog = new WeakMap<CatalogEntry[], ReturnType<typeof buildLookups>>();
function catalogLookups(catalog: CatalogEntry[]) {
  let lookups = lookupsByCatalog.get(catalog);
  if (!lookups) {
    lookups = buildLookups(catalog);
    lookupsByCatalog.set(catalog, lookups);
  }
  return lookups;
}

function buildLookups(catalog: CatalogEntry[]) {
  const makes = new Map<string, CatalogEntry>();
  const models = new Map<string, CatalogEntry>();
  // A chosen make or model with no cars left keeps its catalogue name: 'MG', 'BMW' and
  // 'Mercedes-Benz' as the brands spell them, not a title-cased slug ('Mg', 'Bmw').
  const catalogName = new Map<string, string>();
  for (const entry of catalog) {
    if (entry.kind === 'make') {
      makes.set(String(entry.makeId), entry);
      catalogName.set(`make:${entry.makeSlug}`, entry.makeName);
    } else if (entry.kind === 'model') {
      models.set(String(entry.modelId), entry);
      if (entry.modelSlug)
        catalogName.set(`model:${entry.modelSlug}`, `${entry.makeName} ${entry.modelName}`);
    }
  }
  return { makes, models, catalogName };
}

/**
 * Turns raw counts into labelled options in the URL's own values (slugs, codes), keeping every
 * chosen value visible even when it has no cars left, so it can be unticked.
 */
export function labelFacets(
  counts: FacetCounts,
  catalog: CatalogEntry[],
  places: PlaceNames,
  filters: ListingFilters,
): Record<FacetName, FacetOption[]> {
  const { makes, models, catalogName } = catalogLookups(catalog);
  const mergeBy = (items: FacetOption[]) => {
    const merged = new Map<string, FacetOption>();
    for (const item of items) {
      const seen = merged.get(item.value);
      merged.set(item.value, seen ? { ...seen, count: seen.count + item.count } : item);
    }
    return [...merged.values()];
  };
  const keepChosen = (
    options: FacetOption[],
    chosen: (string | number)[],
    label: (value: string) => string,
  ) => {
    const present = new Set(options.map((option) => option.value));
    for (const value of chosen.map(String))
      if (!present.has(value)) options.push({ value, label: label(value), count: 0 });
    return options;
  };
  const simple = (name: FacetName, label: (value: string) => string) =>
    [...counts[name]].map(([value, count]) => ({ value, label: label(value), count }));

  const make = mergeBy(
    [...counts.make].flatMap(([id, count]) => {
      const entry = makes.get(id);
      return entry ? [{ value: entry.makeSlug, label: entry.makeName, count }] : [];
    }),
  ).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const model = mergeBy(
    [...counts.model].flatMap(([id, count]) => {
      const entry = models.get(id);
      return entry
        ? [{ value: entry.modelSlug!, label: `${entry.makeName} ${entry.modelName}`, count }]
        : [];
    }),
  ).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));

  const rtoByCount = [...counts.rto].sort((a, b) => b[1] - a[1]).slice(0, RTO_FACET_LIMIT);
  const stateNames = places.states;
  const rtoNames = places.rtos;

  const named = (kind: 'make' | 'model') => (slug: string) =>
    catalogName.get(`${kind}:${slug}`) ?? titleCase(slug);

  return {
    make: keepChosen(make, filters.make, named('make')),
    model: keepChosen(model, filters.model, named('model')),
    budget: BUDGET_OPTIONS.map((option) => ({
      value: option.id,
      label: option.label,
      count: counts.budget.get(option.id) ?? 0,
    })),
    km: KM_OPTIONS.map((option) => ({
      value: option.id,
      label: option.label,
      count: counts.km.get(option.id) ?? 0,
    })),
    year: simple('year', (value) => value).sort((a, b) => Number(b.value) - Number(a.value)),
    fuelType: keepChosen(simple('fuelType', titleCase), filters.fuelType, titleCase).sort(
      (a, b) => b.count - a.count,
    ),
    transmission: keepChosen(
      simple('transmission', titleCase),
      filters.transmission,
      titleCase,
    ).sort((a, b) => b.count - a.count),
    bodyType: keepChosen(simple('bodyType', titleCase), filters.bodyType, titleCase).sort(
      (a, b) => b.count - a.count,
    ),
    owners: keepChosen(
      simple('owners', (value) => ORDINAL[Number(value)] ?? value),
      filters.owners,
      (value) => ORDINAL[Number(value)] ?? value,
    ).sort((a, b) => Number(a.value) - Number(b.value)),
    colour: keepChosen(simple('colour', titleCase), filters.colour, titleCase).sort(
      (a, b) => b.count - a.count,
    ),
    seats: keepChosen(
      simple('seats', (value) => `${value} seater`),
      filters.seats,
      (value) => `${value} seater`,
    ).sort((a, b) => Number(a.value) - Number(b.value)),
    state: keepChosen(
      simple('state', (code) => stateNames.get(code) ?? code),
      filters.state,
      (code) => stateNames.get(code) ?? code,
    ).sort((a, b) => b.count - a.count),
    rto: keepChosen(
      rtoByCount.map(([code, count]) => ({
        value: code,
        label: rtoNames.has(code) ? `${code} ${rtoNames.get(code)}` : code,
        count,
      })),
      filters.rto,
      (code) => (rtoNames.has(code) ? `${code} ${rtoNames.get(code)}` : code),
    ),
  };
}
