-- Listing search at 1,000,000 listings, facets in PostgreSQL (issue 14 item 5; decision 0177).
-- Replaces the per-process in-memory facet index of migration 0009 (decision 0058): about 45 MB
-- per API process and a 6.7 s first query at 1,000,000 listings.

-- 1. Facet counts of unsold listings per city (city_id 0: all India), kept by statement triggers
--    on listings. A listing page without filters (the city and all-India landing pages, most of
--    the traffic) reads its facets here instead of counting a city's rows or the whole table.
--    The values are the expressions of FACET_SPECS (listing-facets.repository.ts); the budget and
--    km cut points are those of LISTING_BUDGET_RANGES / LISTING_KM_RANGES (a test holds the two
--    to the same answer). 'total' counts the listings themselves.
create table listing_facet_counts (
  city_id integer not null,
  facet text not null,
  value text not null,
  n integer not null,
  primary key (city_id, facet, value)
);

create function listing_facet_values(l listings) returns table (facet text, value text)
language sql immutable as $$
  select * from (values
    ('total', ''),
    ('make', l.make_id::text),
    ('model', l.model_id::text),
    ('budget', width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::text),
    ('year', l.year::text),
    ('km', width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::text),
    ('fuelType', l.fuel_type),
    ('transmission', l.transmission),
    ('bodyType', l.body_type),
    ('owners', least(l.owners, 4)::text),
    ('colour', l.colour),
    ('seats', l.seats::text),
    ('state', l.state_code),
    ('rto', l.rto_code)
  ) as v (facet, value)
$$;

-- Adds signed counts; keys in one order so two writers never wait on each other in a cycle.
create function listing_facet_counts_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into listing_facet_counts as c (city_id, facet, value, n)
    select scope.city_id, f.facet, f.value, count(*)::int
    from new_rows l
    cross join lateral (values (l.city_id), (0)) as scope (city_id)
    cross join lateral listing_facet_values(l::listings) as f
    where l.status <> 'sold'
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (city_id, facet, value) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into listing_facet_counts as c (city_id, facet, value, n)
    select scope.city_id, f.facet, f.value, -count(*)::int
    from old_rows l
    cross join lateral (values (l.city_id), (0)) as scope (city_id)
    cross join lateral listing_facet_values(l::listings) as f
    where l.status <> 'sold'
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (city_id, facet, value) do update set n = c.n + excluded.n;
  else
    insert into listing_facet_counts as c (city_id, facet, value, n)
    select city_id, facet, value, sum(n)::int
    from (
      select scope.city_id, f.facet, f.value, 1 as n
      from new_rows l
      cross join lateral (values (l.city_id), (0)) as scope (city_id)
      cross join lateral listing_facet_values(l::listings) as f
      where l.status <> 'sold'
      union all
      select scope.city_id, f.facet, f.value, -1
      from old_rows l
      cross join lateral (values (l.city_id), (0)) as scope (city_id)
      cross join lateral listing_facet_values(l::listings) as f
      where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3
    on conflict (city_id, facet, value) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create function listing_facet_counts_clear() returns trigger language plpgsql as $$
begin
  delete from listing_facet_counts;
  return null;
end $$;

create trigger listings_facet_counts_insert after insert on listings
  referencing new table as new_rows
  for each statement execute function listing_facet_counts_add();
create trigger listings_facet_counts_update after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function listing_facet_counts_add();
create trigger listings_facet_counts_delete after delete on listings
  referencing old table as old_rows
  for each statement execute function listing_facet_counts_add();
create trigger listings_facet_counts_truncate after truncate on listings
  for each statement execute function listing_facet_counts_clear();

insert into listing_facet_counts (city_id, facet, value, n)
select scope.city_id, f.facet, f.value, count(*)::int
from listings l
cross join lateral (values (l.city_id), (0)) as scope (city_id)
cross join lateral listing_facet_values(l) as f
where l.status <> 'sold'
group by 1, 2, 3;

-- 2. The in-memory index's change feed (migration 0009) has no reader any more.
drop trigger listings_search_stamp on listings;
drop trigger listings_search_removal on listings;
drop trigger listings_search_truncate on listings;
drop function listing_search_stamp();
drop function listing_search_record_removal();
drop table listing_search_removals;
drop index listings_search_xid_idx;
alter table listings drop column search_xid;

-- 3. One index per sort order, with and without a city, on unsold cars, ending on the id like
--    the ORDER BY: the first page and every keyset page (the rows after a cursor) read in index
--    order and stop after one page. Replaces the 0004 sort indexes, which lacked the id.
drop index listings_city_price_idx;
drop index listings_city_listed_idx;
drop index listings_city_km_idx;
drop index listings_city_year_idx;
drop index listings_price_idx;
drop index listings_listed_idx;
drop index listings_city_relevance_idx;
drop index listings_relevance_idx;
create index listings_city_relevance_idx on listings (city_id, quality_score desc, id desc) where status <> 'sold';
create index listings_city_price_idx on listings (city_id, price_paise, id) where status <> 'sold';
create index listings_city_listed_idx on listings (city_id, listed_at desc, id desc) where status <> 'sold';
create index listings_city_km_idx on listings (city_id, km_driven, id) where status <> 'sold';
create index listings_city_year_idx on listings (city_id, year desc, id desc) where status <> 'sold';
create index listings_relevance_idx on listings (quality_score desc, id desc) where status <> 'sold';
create index listings_price_idx on listings (price_paise, id) where status <> 'sold';
create index listings_listed_idx on listings (listed_at desc, id desc) where status <> 'sold';
create index listings_km_idx on listings (km_driven, id) where status <> 'sold';
create index listings_year_idx on listings (year desc, id desc) where status <> 'sold';

-- 4. The market price of each card on a results page (decision 0161) reads the unsold cars of
--    one model, city and year band: covered by the index, no table reads.
drop index listings_market_idx;
create index listings_market_idx on listings (model_id, city_id, year) include (price_paise, id) where status <> 'sold';
