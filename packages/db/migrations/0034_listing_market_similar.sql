-- Listing search: a card's similar cars from its market band in one PL/pgSQL call (decision 0190).
-- Migration 0033's median was SQL the planner inlines: planning the page statement with it (and
-- with the band as a join) cost about 0.3 ms more on every search than a scalar subquery calling
-- this function, whose body PL/pgSQL keeps compiled per session (a few microseconds a card).
drop function if exists listing_market_median(bigint[], bigint);
drop function if exists listing_market_price_at(bigint[], bigint, integer);

-- {n, median} of a band's sorted prices less one occurrence of own (the car's own price; null
-- when the car is not in its band, i.e. sold): how many similar cars, and their median as
-- percentile_cont(0.5) computes it (double precision, lo + (hi - lo) * 0.5); {0, null} for none.
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
