import { parseListingQuery } from '@carsetu/contracts';
import { openDatabase } from '@carsetu/db';
import { freshFacetIndex } from '../apps/api/src/modules/inventory/listing-facet-index';
import { countIndexedFacets } from '../apps/api/src/modules/inventory/listing-facet-count';
import {
  resolveFilters,
  resolveCityIds,
} from '../apps/api/src/modules/inventory/listing-search.service';
import { loadCatalogEntries } from '../apps/api/src/modules/inventory/catalog-index';
import { findListingPage } from '../apps/api/src/modules/inventory/listing-cards.repository';
import { listingWhere } from '../apps/api/src/modules/inventory/listing-where';
import { labelFacets } from '../apps/api/src/modules/inventory/facet-labels';
const h = await openDatabase({
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/carsetu_bench_listings_1000000',
});
let t = performance.now();
const index = await freshFacetIndex(h.db);
console.log('load', performance.now() - t, process.memoryUsage().rss / 1e6);
const shapes = [
  '',
  'storeCityId=15',
  'make=maruti-suzuki&priceMin=300000&priceMax=800000&storeCityId=15',
  'fuelType=diesel&yearMin=2018&km=30000-50000',
  'sort=price-asc&page=20',
  'q=hyundia%20creta&storeCityId=15',
  'bodyType=suv&fuelType=petrol&transmission=automatic&owners=1&colour=white&sort=newest&storeCityId=15',
];
for (const q of shapes) {
  const { filters, cityId } = parseListingQuery(q);
  const times: Record<string, number> = {};
  for (let r = 0; r < 5; r++) {
    let s = performance.now();
    const catalog = await loadCatalogEntries(h.db);
    const cityIds = await resolveCityIds(h.db, cityId);
    times.resolve = performance.now() - s;
    s = performance.now();
    const resolved = resolveFilters(filters, catalog, cityIds);
    await index.refresh();
    times.refresh = performance.now() - s;
    s = performance.now();
    const { facets } = countIndexedFacets(index, resolved);
    times.count = performance.now() - s;
    s = performance.now();
    await findListingPage(h.db, listingWhere(resolved), filters.sort, 24, (filters.page - 1) * 24);
    times.page = performance.now() - s;
    s = performance.now();
    await labelFacets(h.db, facets, catalog, filters);
    times.label = performance.now() - s;
  }
  console.log(
    q.padEnd(50).slice(0, 50),
    JSON.stringify(
      Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(v * 10) / 10])),
    ),
  );
}
await h.close();
