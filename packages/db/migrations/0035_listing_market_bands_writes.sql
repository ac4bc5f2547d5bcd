-- Listing search: cheaper writes to the market bands (decision 0190). Migration 0033's trigger
-- cost about 1.5-2 ms per one-row listing update (the cubes' triggers together about 0.5 ms):
-- its band update joined the changed bands to the whole table (a sequential read of the ~37,000
-- bands at 1,000,000 listings), and its SQL band arithmetic was planned on every call. Now each
-- changed band is updated by its key, in key order (so concurrent writers lock bands in one order
-- and cannot deadlock, with no separate locking statement), from its latest version (an update
-- re-reads a row another transaction changed meanwhile); a band that does not exist yet is
-- inserted, or, when another writer inserted it first, added to. A band missing at the update
-- can only gain prices: a car leaving a band was in it, so the band existed (bands are never
-- deleted). A change that leaves a band's prices as they were (another column updated) skips it.

-- prices less one occurrence of each removed price, with the added ones, sorted.
create or replace function listing_market_band_apply(prices bigint[], removed bigint[], added bigint[])
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

create or replace function listing_market_bands_change() returns trigger language plpgsql as $$
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
