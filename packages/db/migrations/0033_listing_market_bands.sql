-- Listing search: the similar cars' prices kept per model, city and year (decision 0190).
-- A car's market price is the median asking price of the other unsold cars of its model in its
-- city within one model year either way (decision 0161, MARKET_YEAR_BAND in market-price.ts).
-- A results page computed it for each of its 24 cars from listings_market_idx (about 3,400
-- index entries and 24 sorts a page at 1,000,000 listings). listing_market_bands holds, for each
-- model, city and year, the sorted asking prices of the unsold cars of that model and city whose
-- year is within one of it (each car is in the bands of its year and the years either side), so
-- a car's similar cars are its band's prices less its own: one row per card.
create table listing_market_bands (
  model_id integer not null,
  city_id integer not null,
  year smallint not null,
  prices bigint[] not null,
  primary key (model_id, city_id, year)
);

-- A band's prices less one occurrence of each removed price, with the added ones, sorted.
create function listing_market_band_apply(prices bigint[], removed bigint[], added bigint[])
returns bigint[] language plpgsql immutable parallel safe as $$
declare
  price bigint;
  k integer;
begin
  foreach price in array removed loop
    k := array_position(prices, price);
    if k is not null then
      prices := prices[:k - 1] || prices[k + 1:];
    end if;
  end loop;
  if cardinality(added) > 0 then
    prices := array(select p from unnest(prices || added) as p order by p);
  end if;
  return prices;
end $$;

-- {n, median} of a band's sorted prices less one occurrence of own (the car's own price; null
-- when the car is not in its band, i.e. sold): how many similar cars, and their median as
-- percentile_cont(0.5) computes it (double precision, lo + (hi - lo) * 0.5); {0, null} for none.
-- PL/pgSQL, called from a scalar subquery: an SQL body the planner inlines cost about 0.3 ms
-- more planning of the page statement on every search.
create function listing_market_similar(prices bigint[], own bigint)
returns double precision[] language plpgsql immutable parallel safe as $$
declare
  m integer := coalesce(cardinality(prices), 0) - (own is not null)::int;
  k integer := array_position(prices, own);
  lo bigint;
  hi bigint;
  i integer;
begin
  if m <= 0 then
    return array[0, null];
  end if;
  -- Position i of the prices less own: past own's position, one further.
  i := (m - 1) / 2 + 1;
  lo := prices[i + coalesce((i >= k)::int, 0)];
  i := m / 2 + 1;
  hi := prices[i + coalesce((i >= k)::int, 0)];
  return array[m, lo::float8 + (hi::float8 - lo::float8) * 0.5];
end $$;

create type listing_market_change as (model_id integer, city_id integer, year smallint, price bigint, sign integer);
create type listing_market_delta as (model_id integer, city_id integer, year smallint, removed bigint[], added bigint[]);

-- The bands of the changed rows: each unsold car leaves (old row) and joins (new row) the bands
-- of its year and the years either side. Each changed band is updated by its key, in key order
-- (so concurrent writers lock bands in one order and cannot deadlock), from its latest version
-- (an update re-reads a row another transaction changed meanwhile): concurrent writers to one
-- band wait and add up, like the cubes' signed upserts. A band that does not exist yet is
-- inserted, or, when another writer inserted it first, added to; a band missing at the update
-- can only gain prices (a car leaving a band was in it, and bands are never deleted). A change
-- that leaves a band's prices as they were (another column updated) skips it. The band
-- arithmetic is PL/pgSQL, compiled once per session (an SQL body was planned on every call; a
-- join of the changed bands to the whole table read every band: 1.5-2 ms per one-row write).
create function listing_market_bands_change() returns trigger language plpgsql as $$
declare
  changes listing_market_change[];
  delta listing_market_delta;
begin
  if tg_op = 'INSERT' then
    select array_agg(row(model_id, city_id, year, price_paise, 1)::listing_market_change) into changes
    from new_rows where status <> 'sold';
  elsif tg_op = 'DELETE' then
    select array_agg(row(model_id, city_id, year, price_paise, -1)::listing_market_change) into changes
    from old_rows where status <> 'sold';
  else
    select array_agg(c) into changes from (
      select row(model_id, city_id, year, price_paise, 1)::listing_market_change as c
      from new_rows where status <> 'sold'
      union all
      select row(model_id, city_id, year, price_paise, -1)::listing_market_change
      from old_rows where status <> 'sold'
    ) as both_rows;
  end if;
  if changes is null then
    return null;
  end if;
  -- Each car leaves (-1) or joins (+1) the bands of its year and the years either side; per band
  -- the prices that leave and join, each sorted (equal arrays: the band is unchanged).
  for delta in
    select c.model_id, c.city_id, (c.year + d)::smallint as year,
           coalesce(array_agg(c.price order by c.price) filter (where c.sign < 0), '{}'),
           coalesce(array_agg(c.price order by c.price) filter (where c.sign > 0), '{}')
    from unnest(changes) as c cross join generate_series(-1, 1) as d
    group by 1, 2, 3
    order by 1, 2, 3
  loop
    continue when delta.removed = delta.added;
    update listing_market_bands b
    set prices = listing_market_band_apply(b.prices, delta.removed, delta.added)
    where b.model_id = delta.model_id and b.city_id = delta.city_id and b.year = delta.year;
    if not found then
      insert into listing_market_bands as b (model_id, city_id, year, prices)
      values (delta.model_id, delta.city_id, delta.year,
              listing_market_band_apply('{}', '{}', delta.added))
      on conflict (model_id, city_id, year) do update
      set prices = listing_market_band_apply(b.prices, '{}', excluded.prices);
    end if;
  end loop;
  return null;
end $$;

create function listing_market_bands_clear() returns trigger language plpgsql as $$
begin
  delete from listing_market_bands;
  return null;
end $$;

create trigger listing_market_bands_insert after insert on listings
  referencing new table as new_rows
  for each statement execute function listing_market_bands_change();
create trigger listing_market_bands_update after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function listing_market_bands_change();
create trigger listing_market_bands_delete after delete on listings
  referencing old table as old_rows
  for each statement execute function listing_market_bands_change();
create trigger listing_market_bands_truncate after truncate on listings
  for each statement execute function listing_market_bands_clear();

insert into listing_market_bands (model_id, city_id, year, prices)
select model_id, city_id, (year + d)::smallint, array_agg(price_paise order by price_paise)
from listings cross join generate_series(-1, 1) as d
where status <> 'sold'
group by 1, 2, 3;
