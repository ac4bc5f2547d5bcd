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
-- removed and added hold each price as often as it leaves or joins (netted by the trigger).
create function listing_market_band_apply(prices bigint[], removed bigint[], added bigint[])
returns bigint[] language sql immutable parallel safe as $$
  select coalesce(array_agg(p order by p), '{}'::bigint[]) from (
    select kept.p from (
      select p, row_number() over (partition by p) as i from unnest(prices) as p
    ) kept
    where kept.i > (select count(*) from unnest(removed) as r where r = kept.p)
    union all
    select unnest(added)
  ) as result (p)
$$;

-- Price i (1-based) of a band's sorted prices less one occurrence of own (null: nothing left out).
create function listing_market_price_at(prices bigint[], own bigint, i integer)
returns bigint language sql immutable parallel safe as $$
  select prices[i + coalesce((i >= array_position(prices, own))::int, 0)]
$$;

-- The median (percentile_cont(0.5), computed the same way in double precision) of a band's
-- prices less one occurrence of own (the car's own price; null when the car is not in its band,
-- i.e. sold); null for no prices. Single expressions, so the planner inlines them.
create function listing_market_median(prices bigint[], own bigint)
returns double precision language sql immutable parallel safe as $$
  select case when cardinality(prices) - (own is not null)::int > 0 then
    listing_market_price_at(prices, own, (cardinality(prices) - (own is not null)::int - 1) / 2 + 1)::float8
    + (listing_market_price_at(prices, own, (cardinality(prices) - (own is not null)::int) / 2 + 1)::float8
       - listing_market_price_at(prices, own, (cardinality(prices) - (own is not null)::int - 1) / 2 + 1)::float8) * 0.5
  end
$$;

create type listing_market_change as (model_id integer, city_id integer, year smallint, price bigint, sign integer);
create type listing_market_delta as (model_id integer, city_id integer, year smallint, removed bigint[], added bigint[]);

-- The prices of the changed rows' bands: each unsold car leaves (old row) and joins (new row) the
-- bands of its year and the years either side; changes that cancel out touch nothing. The band
-- rows are created empty if missing, locked in key order (no deadlock between writers), and then
-- updated from their latest version (each statement of a PL/pgSQL function in read committed
-- sees what committed before it): concurrent writers to one band wait and add up, like the
-- cubes' signed upserts. Rows are never deleted (an empty band stays), so no writer can miss one.
create function listing_market_bands_change() returns trigger language plpgsql as $$
declare
  changes listing_market_change[];
  deltas listing_market_delta[];
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
  select array_agg(row(model_id, city_id, year, removed, added)::listing_market_delta
                   order by model_id, city_id, year)
  into deltas
  from (
    select model_id, city_id, year,
           coalesce(array_agg(price) filter (where n < 0), '{}') as removed,
           coalesce(array_agg(price) filter (where n > 0), '{}') as added
    from (
      select c.model_id, c.city_id, (c.year + d)::smallint as year, c.price, sum(c.sign) as n
      from unnest(changes) as c cross join generate_series(-1, 1) as d
      group by 1, 2, 3, 4 having sum(c.sign) <> 0
    ) as net cross join lateral generate_series(1, abs(n)::int)
    group by 1, 2, 3
  ) as banded;
  if deltas is null then
    return null;
  end if;
  insert into listing_market_bands (model_id, city_id, year, prices)
  select model_id, city_id, year, '{}' from unnest(deltas) order by 1, 2, 3
  on conflict do nothing;
  perform 1 from listing_market_bands b
  where (b.model_id, b.city_id, b.year) in (select model_id, city_id, year from unnest(deltas))
  order by b.model_id, b.city_id, b.year for update;
  update listing_market_bands b set prices = listing_market_band_apply(b.prices, d.removed, d.added)
  from unnest(deltas) as d
  where b.model_id = d.model_id and b.city_id = d.city_id and b.year = d.year;
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
