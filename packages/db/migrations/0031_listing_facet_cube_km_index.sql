-- Listing search: a second order for the all-India facet cube (decision 0188). Its primary key
-- leads with fuel, transmission, body and owners, so a broad all-India state filtered on fuel,
-- km and year (transmission, body and owners not filtered) read every cell of the fuel (about
-- 20,000 of 60,000) to keep about 3,000. In this order those cells are one range of the index.
create index listing_facet_cube_fuel_km_idx on listing_facet_cube
  (fuel_type, km, year, owners, colour, seats, transmission, body_type, budget) include (n);
