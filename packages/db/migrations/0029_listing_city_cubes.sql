-- Listing search at 1,000,000 listings, second step (issue 14 item 5; decision 0181).
-- Decision 0177 counted every filtered state of a city over the city's rows (about 29,000 at
-- 1,000,000 listings: 20–40 ms a count) and broad all-India states over cubes of up to 60,000
-- cells. This adds cubes that also hold each city (city_id 0: all India), small enough for a
-- count to sum a few hundred to a few thousand cells, and an index that finds the rows of a
-- filtered city state without reading the city's other rows.

-- 1. The all-India model cube of migration 0028 becomes listing_city_model_cube's city 0.
drop trigger listing_model_cube_insert on listings;
drop trigger listing_model_cube_update on listings;
drop trigger listing_model_cube_delete on listings;
drop trigger listing_model_cube_truncate on listings;
drop function listing_model_cube_add();
drop function listing_model_cube_clear();
drop table listing_model_cube;

-- 2. Cubes per city and for all India (city_id 0), kept like those of migration 0028: statement
--    triggers add the signed cells of each statement in key order (two writers never wait on
--    each other in a cycle); a truncate clears them. owners is least(owners, 4); km and budget
--    are the width_bucket intervals of the range cut points (LISTING_KM_RANGES,
--    LISTING_BUDGET_RANGES; a test holds them to the same answer). The primary keys include n,
--    so a count reads the index alone (index-only scan) instead of cells scattered over the
--    table (about 3 times faster for a city's 3,000 cells).

-- listing_coarse_cube: the coarse dimensions alone: about 3,500 cells for all India, 2,300 a city.
create table listing_coarse_cube (
  city_id integer not null,
  fuel_type text not null,
  transmission text not null,
  body_type text not null,
  year smallint not null,
  km smallint not null,
  budget smallint not null,
  n integer not null,
  primary key (city_id, fuel_type, transmission, body_type, year, km, budget) include (n)
);

create function listing_coarse_cube_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into listing_coarse_cube as c (city_id, fuel_type, transmission, body_type, year, km, budget, n)
    select city_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
    from (
      select scope.city_id as city_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        1 as n
      from new_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7
    on conflict (city_id, fuel_type, transmission, body_type, year, km, budget) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into listing_coarse_cube as c (city_id, fuel_type, transmission, body_type, year, km, budget, n)
    select city_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
    from (
      select scope.city_id as city_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        -1 as n
      from old_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7
    on conflict (city_id, fuel_type, transmission, body_type, year, km, budget) do update set n = c.n + excluded.n;
  else
    insert into listing_coarse_cube as c (city_id, fuel_type, transmission, body_type, year, km, budget, n)
    select city_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
    from (
      select scope.city_id as city_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        1 as n
      from new_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
      union all
      select scope.city_id as city_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        -1 as n
      from old_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7
    on conflict (city_id, fuel_type, transmission, body_type, year, km, budget) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create function listing_coarse_cube_clear() returns trigger language plpgsql as $$
begin
  delete from listing_coarse_cube;
  return null;
end $$;

create trigger listing_coarse_cube_insert after insert on listings
  referencing new table as new_rows
  for each statement execute function listing_coarse_cube_add();
create trigger listing_coarse_cube_update after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function listing_coarse_cube_add();
create trigger listing_coarse_cube_delete after delete on listings
  referencing old table as old_rows
  for each statement execute function listing_coarse_cube_add();
create trigger listing_coarse_cube_truncate after truncate on listings
  for each statement execute function listing_coarse_cube_clear();

insert into listing_coarse_cube (city_id, fuel_type, transmission, body_type, year, km, budget, n)
select city_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
from (
      select scope.city_id as city_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        1 as n
      from listings l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
) as cells
group by 1, 2, 3, 4, 5, 6, 7;

-- listing_attribute_cube: the attributes filtered together on a city page: about 950 cells a city.
create table listing_attribute_cube (
  city_id integer not null,
  fuel_type text not null,
  transmission text not null,
  body_type text not null,
  owners smallint not null,
  colour text not null,
  seats smallint not null,
  n integer not null,
  primary key (city_id, fuel_type, transmission, body_type, owners, colour, seats) include (n)
);

create function listing_attribute_cube_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into listing_attribute_cube as c (city_id, fuel_type, transmission, body_type, owners, colour, seats, n)
    select city_id, fuel_type, transmission, body_type, owners, colour, seats, sum(n)::int
    from (
      select scope.city_id as city_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        least(l.owners, 4)::smallint as owners,
        l.colour as colour,
        l.seats as seats,
        1 as n
      from new_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7
    on conflict (city_id, fuel_type, transmission, body_type, owners, colour, seats) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into listing_attribute_cube as c (city_id, fuel_type, transmission, body_type, owners, colour, seats, n)
    select city_id, fuel_type, transmission, body_type, owners, colour, seats, sum(n)::int
    from (
      select scope.city_id as city_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        least(l.owners, 4)::smallint as owners,
        l.colour as colour,
        l.seats as seats,
        -1 as n
      from old_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7
    on conflict (city_id, fuel_type, transmission, body_type, owners, colour, seats) do update set n = c.n + excluded.n;
  else
    insert into listing_attribute_cube as c (city_id, fuel_type, transmission, body_type, owners, colour, seats, n)
    select city_id, fuel_type, transmission, body_type, owners, colour, seats, sum(n)::int
    from (
      select scope.city_id as city_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        least(l.owners, 4)::smallint as owners,
        l.colour as colour,
        l.seats as seats,
        1 as n
      from new_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
      union all
      select scope.city_id as city_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        least(l.owners, 4)::smallint as owners,
        l.colour as colour,
        l.seats as seats,
        -1 as n
      from old_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7
    on conflict (city_id, fuel_type, transmission, body_type, owners, colour, seats) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create function listing_attribute_cube_clear() returns trigger language plpgsql as $$
begin
  delete from listing_attribute_cube;
  return null;
end $$;

create trigger listing_attribute_cube_insert after insert on listings
  referencing new table as new_rows
  for each statement execute function listing_attribute_cube_add();
create trigger listing_attribute_cube_update after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function listing_attribute_cube_add();
create trigger listing_attribute_cube_delete after delete on listings
  referencing old table as old_rows
  for each statement execute function listing_attribute_cube_add();
create trigger listing_attribute_cube_truncate after truncate on listings
  for each statement execute function listing_attribute_cube_clear();

insert into listing_attribute_cube (city_id, fuel_type, transmission, body_type, owners, colour, seats, n)
select city_id, fuel_type, transmission, body_type, owners, colour, seats, sum(n)::int
from (
      select scope.city_id as city_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        least(l.owners, 4)::smallint as owners,
        l.colour as colour,
        l.seats as seats,
        1 as n
      from listings l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
) as cells
group by 1, 2, 3, 4, 5, 6, 7;

-- listing_city_model_cube: make and model over the coarse dimensions: about 6,500 cells a city, 11,000 all India.
create table listing_city_model_cube (
  city_id integer not null,
  make_id integer not null,
  model_id integer not null,
  fuel_type text not null,
  transmission text not null,
  body_type text not null,
  year smallint not null,
  km smallint not null,
  budget smallint not null,
  n integer not null,
  primary key (city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget) include (n)
);

create function listing_city_model_cube_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into listing_city_model_cube as c (city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget, n)
    select city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
    from (
      select scope.city_id as city_id,
        l.make_id as make_id,
        l.model_id as model_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        1 as n
      from new_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into listing_city_model_cube as c (city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget, n)
    select city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
    from (
      select scope.city_id as city_id,
        l.make_id as make_id,
        l.model_id as model_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        -1 as n
      from old_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget) do update set n = c.n + excluded.n;
  else
    insert into listing_city_model_cube as c (city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget, n)
    select city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
    from (
      select scope.city_id as city_id,
        l.make_id as make_id,
        l.model_id as model_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        1 as n
      from new_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
      union all
      select scope.city_id as city_id,
        l.make_id as make_id,
        l.model_id as model_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        -1 as n
      from old_rows l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create function listing_city_model_cube_clear() returns trigger language plpgsql as $$
begin
  delete from listing_city_model_cube;
  return null;
end $$;

create trigger listing_city_model_cube_insert after insert on listings
  referencing new table as new_rows
  for each statement execute function listing_city_model_cube_add();
create trigger listing_city_model_cube_update after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function listing_city_model_cube_add();
create trigger listing_city_model_cube_delete after delete on listings
  referencing old table as old_rows
  for each statement execute function listing_city_model_cube_add();
create trigger listing_city_model_cube_truncate after truncate on listings
  for each statement execute function listing_city_model_cube_clear();

insert into listing_city_model_cube (city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget, n)
select city_id, make_id, model_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
from (
      select scope.city_id as city_id,
        l.make_id as make_id,
        l.model_id as model_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        1 as n
      from listings l cross join lateral (values (l.city_id), (0)) as scope (city_id)
      where l.status <> 'sold'
) as cells
group by 1, 2, 3, 4, 5, 6, 7, 8, 9;

-- The two all-India cubes of migration 0028 the same way; the region cube also by fuel first, the
-- dimension most often filtered beside it (its key starts with the state).
alter table listing_facet_cube drop constraint listing_facet_cube_pkey,
  add primary key (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats) include (n);
alter table listing_region_cube drop constraint listing_region_cube_pkey,
  add primary key (state_code, rto_code, fuel_type, transmission, year, km) include (n);
create index listing_region_cube_fuel_idx on listing_region_cube
  (fuel_type, transmission, year, km, state_code, rto_code) include (n);

-- 3. The rows of a filtered city state: each unsold listing's filter values as tokens qualified
--    by its city ('15.f.petrol'), in one GIN index. A count over rows adds, per filtered
--    dimension, "has one of these tokens" to its exact conditions: the index intersects short
--    lists (a city's cars of one value) instead of the rows of the whole city being read and
--    filtered. The tokens are a superset condition (budget and km name whole intervals that
--    touch the bounds), so the exact conditions still decide. The token spelling is
--    cityTokenCondition's (listing-where.ts).
create function listing_city_tokens(
  city_id integer, make_id integer, model_id integer, variant_id integer, price_paise bigint,
  year smallint, km_driven integer, fuel_type text, transmission text, body_type text,
  owners smallint, colour text, seats smallint, state_code text, rto_code text
) returns text[] language plpgsql immutable parallel safe as $$
-- PL/pgSQL, so the planner keeps the call as it is instead of inlining the array into every
-- query that names it (each count's plan matched 14 concatenations against the index's);
-- a plain array (no unnest) keeps the call cheap where it is evaluated row by row.
begin
  return array[
    city_id::text || '.mk.' || make_id::text,
    city_id::text || '.md.' || model_id::text,
    city_id::text || '.v.' || variant_id::text,
    city_id::text || '.p.' || width_bucket(price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::text,
    city_id::text || '.y.' || year::text,
    city_id::text || '.k.' || width_bucket(km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::text,
    city_id::text || '.f.' || fuel_type,
    city_id::text || '.t.' || transmission,
    city_id::text || '.b.' || body_type,
    city_id::text || '.o.' || least(owners, 4)::text,
    city_id::text || '.c.' || colour,
    city_id::text || '.s.' || seats::text,
    city_id::text || '.st.' || state_code,
    city_id::text || '.r.' || rto_code
  ];
end
$$;

-- fastupdate off: a write adds its tokens to the index at once rather than to a pending list
-- that every search would read through until the next vacuum (after 40,000 row writes a
-- five-token lookup took 5.9 ms instead of 1.4).
create index listings_city_tokens_idx on listings using gin (
  listing_city_tokens(city_id, make_id, model_id, variant_id, price_paise, year, km_driven,
                      fuel_type, transmission, body_type, owners, colour, seats, state_code, rto_code)
) with (fastupdate = off) where status <> 'sold';
