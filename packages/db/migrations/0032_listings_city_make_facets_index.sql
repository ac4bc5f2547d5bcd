-- Listing search: the facets of a city and a make (decision 0188). A city state filtered on a
-- make (and a budget) counted its other facets (owners, colour, seats, state, RTO) over the
-- make's rows in the city, found through the city tokens (migration 0029) and then read from
-- the table: about 2,600 rows on 540 table pages for Maruti Suzuki at ₹3–8 lakh in Pune. This
-- index holds a city's unsold cars by make and price with every column such a count reads, so
-- the count is one range of the index and reads no table page (index-only scan).
create index listings_city_make_facets_idx on listings (city_id, make_id, price_paise)
  include (model_id, year, km_driven, fuel_type, transmission, body_type, owners, colour, seats,
           state_code, rto_code)
  where status <> 'sold';
