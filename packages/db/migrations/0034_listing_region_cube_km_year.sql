-- Listing search: the region cube's second index by fuel, transmission, km and then year
-- (decision 0190). A year filter is mostly a range (2018 or newer): with the year before km, a
-- count of all India on fuel, year and km read every km interval's cells of those years in each
-- transmission and kept one interval's (about 13,000 index entries for 2,284 cells, 412 pages);
-- with km first the range holds just the cells it counts (37 pages, the count 3.6 → 1.7 ms).
-- A year filtered without km steps through the km intervals as it stepped through transmissions
-- (FacetCube.skipScan in listing-facet-cube.ts).
drop index listing_region_cube_fuel_idx;
create index listing_region_cube_fuel_idx on listing_region_cube
  (fuel_type, transmission, km, year, state_code, rto_code) include (n);
