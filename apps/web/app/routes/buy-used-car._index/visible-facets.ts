import type { FacetName, FacetOption, ListingSearchResponse } from '@carsetu/contracts';

/**
 * Which filter options the listing shows, shared by the filter panel (what it renders) and the
 * loader (what it sends to hydrate): the page carries only the options it shows, not whole
 * facet trees (issue 14, decision 0179).
 */
/** Options shown per filter group, most cars first, besides any the visitor has picked. */
export const FACET_OPTION_LIMIT = 12;
/** Groups with longer lists. */
export const FACET_OPTION_LIMITS: Partial<Record<FacetName, number>> = {
  model: 30,
  state: 10,
  rto: 10,
};
/** Facets the panel never shows as options: years are chosen with From/To selects. */
const HIDDEN_FACETS: FacetName[] = ['year'];

type Facets = ListingSearchResponse['facets'];
type Filters = ListingSearchResponse['filters'];

/** The models of the chosen makes (and any chosen model): none until a make is picked. */
export function modelOptions(facets: Facets, filters: Filters): FacetOption[] {
  const makeLabels = (facets.make ?? [])
    .filter((option) => filters.make.includes(option.value))
    .map((option) => option.label);
  return (facets.model ?? []).filter(
    (option) =>
      makeLabels.some((make) => option.label.startsWith(`${make} `)) ||
      filters.model.includes(option.value),
  );
}

/** The first `limit` options, and every picked one wherever it ranks. */
export function visibleOptions(
  options: FacetOption[],
  chosen: readonly (string | number)[],
  limit = FACET_OPTION_LIMIT,
): FacetOption[] {
  const picked = new Set(chosen.map(String));
  return options.filter((option, index) => index < limit || picked.has(option.value));
}

/** Cut-down facets of frozen searches (hot reads on the server), by facets and then filters. */
const shownOfFrozen = new WeakMap<Facets, WeakMap<Filters, Facets>>();

/**
 * The facets cut down to the options the page shows. Of a frozen search (a kept hot read on the
 * server), the same frozen answer every time, so the filter panel's key is made once per search
 * (decision 0194). Its options are the search's own frozen ones.
 */
export function visibleFacets(facets: Facets, filters: Filters): Facets {
  if (!Object.isFrozen(facets) || !Object.isFrozen(filters)) return cutDown(facets, filters);
  let byFilters = shownOfFrozen.get(facets);
  if (!byFilters) shownOfFrozen.set(facets, (byFilters = new WeakMap()));
  let shown = byFilters.get(filters);
  if (!shown) {
    shown = cutDown(facets, filters);
    for (const options of Object.values(shown)) Object.freeze(options);
    byFilters.set(filters, Object.freeze(shown));
  }
  return shown;
}

function cutDown(facets: Facets, filters: Filters): Facets {
  const shown = { ...facets };
  for (const name of Object.keys(facets) as FacetName[]) {
    if (HIDDEN_FACETS.includes(name)) {
      shown[name] = [];
      continue;
    }
    const options = name === 'model' ? modelOptions(facets, filters) : (facets[name] ?? []);
    const chosen = (filters as Partial<Record<FacetName, readonly (string | number)[]>>)[name];
    shown[name] =
      name === 'budget'
        ? options
        : visibleOptions(options, chosen ?? [], FACET_OPTION_LIMITS[name] ?? FACET_OPTION_LIMIT);
  }
  return shown;
}
