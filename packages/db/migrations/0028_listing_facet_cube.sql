-- Broad filtered listing searches count facets from cubes (decision 0177, issue 14). All India
-- with fuel, year and km matched 226,000 of 1,000,000 listings; counting them row by row took
-- over a second, and the 15 ms goal leaves no room for counting rows by the hundred thousand.

-- 1. Cubes: unsold listings of all India per combination of some filter dimensions, kept by
--    statement triggers on listings like listing_facet_counts (migration 0026). A facet counts
--    from a cube holding it when every filter of its count is on the cube's dimensions (and
--    budget and km bounds fall on the cut points): it sums cells instead of counting rows
--    (listing-facet-cube.ts). Values are the FACET_SPECS expressions: owners is least(owners, 4),
--    budget and km the width_bucket intervals of the range cut points, as in migration 0026.
--    listing_facet_cube: every coarse dimension (about 60,000 cells at 1,000,000 listings).
--    listing_model_cube: make and model over the dimensions most filtered with them (about 11,000).
--    listing_region_cube: state and RTO over fuel, transmission, year and km (about 47,000).
--    Colour, seats and owners stay out of the fine cubes: each would multiply their cells.

-- listing_facet_cube: the coarse facets.
create table listing_facet_cube (
  fuel_type text not null,
  transmission text not null,
  body_type text not null,
  owners smallint not null,
  year smallint not null,
  km smallint not null,
  budget smallint not null,
  colour text not null,
  seats smallint not null,
  n integer not null,
  primary key (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats)
);

-- Adds the signed cells of a statement, keys in one order so two writers never wait in a cycle
-- (a trigger sees only the transition tables of its event, hence one branch per event).
create function listing_facet_cube_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into listing_facet_cube as c (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, n)
    select fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, sum(n)::int
    from (
      select l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        least(l.owners, 4)::smallint as owners,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        l.colour as colour,
        l.seats as seats,
        1 as n
      from new_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into listing_facet_cube as c (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, n)
    select fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, sum(n)::int
    from (
      select l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        least(l.owners, 4)::smallint as owners,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        l.colour as colour,
        l.seats as seats,
        -1 as n
      from old_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats) do update set n = c.n + excluded.n;
  else
    insert into listing_facet_cube as c (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, n)
    select fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, sum(n)::int
    from (
      select l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        least(l.owners, 4)::smallint as owners,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        l.colour as colour,
        l.seats as seats,
        1 as n
      from new_rows l where l.status <> 'sold'
      union all
      select l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        least(l.owners, 4)::smallint as owners,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        l.colour as colour,
        l.seats as seats,
        -1 as n
      from old_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create function listing_facet_cube_clear() returns trigger language plpgsql as $$
begin
  delete from listing_facet_cube;
  return null;
end $$;

create trigger listing_facet_cube_insert after insert on listings
  referencing new table as new_rows
  for each statement execute function listing_facet_cube_add();
create trigger listing_facet_cube_update after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function listing_facet_cube_add();
create trigger listing_facet_cube_delete after delete on listings
  referencing old table as old_rows
  for each statement execute function listing_facet_cube_add();
create trigger listing_facet_cube_truncate after truncate on listings
  for each statement execute function listing_facet_cube_clear();

insert into listing_facet_cube (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, n)
select fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, sum(n)::int
from (
      select l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        least(l.owners, 4)::smallint as owners,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        l.colour as colour,
        l.seats as seats,
        1 as n
      from listings l where l.status <> 'sold'
) as cells
group by 1, 2, 3, 4, 5, 6, 7, 8, 9;

-- listing_model_cube: make and model.
create table listing_model_cube (
  make_id integer not null,
  model_id integer not null,
  fuel_type text not null,
  transmission text not null,
  body_type text not null,
  year smallint not null,
  km smallint not null,
  budget smallint not null,
  n integer not null,
  primary key (make_id, model_id, fuel_type, transmission, body_type, year, km, budget)
);

-- Adds the signed cells of a statement, keys in one order so two writers never wait in a cycle
-- (a trigger sees only the transition tables of its event, hence one branch per event).
create function listing_model_cube_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into listing_model_cube as c (make_id, model_id, fuel_type, transmission, body_type, year, km, budget, n)
    select make_id, model_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
    from (
      select l.make_id as make_id,
        l.model_id as model_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        1 as n
      from new_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (make_id, model_id, fuel_type, transmission, body_type, year, km, budget) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into listing_model_cube as c (make_id, model_id, fuel_type, transmission, body_type, year, km, budget, n)
    select make_id, model_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
    from (
      select l.make_id as make_id,
        l.model_id as model_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        -1 as n
      from old_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (make_id, model_id, fuel_type, transmission, body_type, year, km, budget) do update set n = c.n + excluded.n;
  else
    insert into listing_model_cube as c (make_id, model_id, fuel_type, transmission, body_type, year, km, budget, n)
    select make_id, model_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
    from (
      select l.make_id as make_id,
        l.model_id as model_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        1 as n
      from new_rows l where l.status <> 'sold'
      union all
      select l.make_id as make_id,
        l.model_id as model_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        -1 as n
      from old_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (make_id, model_id, fuel_type, transmission, body_type, year, km, budget) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create function listing_model_cube_clear() returns trigger language plpgsql as $$
begin
  delete from listing_model_cube;
  return null;
end $$;

create trigger listing_model_cube_insert after insert on listings
  referencing new table as new_rows
  for each statement execute function listing_model_cube_add();
create trigger listing_model_cube_update after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function listing_model_cube_add();
create trigger listing_model_cube_delete after delete on listings
  referencing old table as old_rows
  for each statement execute function listing_model_cube_add();
create trigger listing_model_cube_truncate after truncate on listings
  for each statement execute function listing_model_cube_clear();

insert into listing_model_cube (make_id, model_id, fuel_type, transmission, body_type, year, km, budget, n)
select make_id, model_id, fuel_type, transmission, body_type, year, km, budget, sum(n)::int
from (
      select l.make_id as make_id,
        l.model_id as model_id,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.body_type as body_type,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        1 as n
      from listings l where l.status <> 'sold'
) as cells
group by 1, 2, 3, 4, 5, 6, 7, 8;

-- listing_region_cube: state and RTO.
create table listing_region_cube (
  state_code text not null,
  rto_code text not null,
  fuel_type text not null,
  transmission text not null,
  year smallint not null,
  km smallint not null,
  n integer not null,
  primary key (state_code, rto_code, fuel_type, transmission, year, km)
);

-- Adds the signed cells of a statement, keys in one order so two writers never wait in a cycle
-- (a trigger sees only the transition tables of its event, hence one branch per event).
create function listing_region_cube_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into listing_region_cube as c (state_code, rto_code, fuel_type, transmission, year, km, n)
    select state_code, rto_code, fuel_type, transmission, year, km, sum(n)::int
    from (
      select l.state_code as state_code,
        l.rto_code as rto_code,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        1 as n
      from new_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6
    on conflict (state_code, rto_code, fuel_type, transmission, year, km) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into listing_region_cube as c (state_code, rto_code, fuel_type, transmission, year, km, n)
    select state_code, rto_code, fuel_type, transmission, year, km, sum(n)::int
    from (
      select l.state_code as state_code,
        l.rto_code as rto_code,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        -1 as n
      from old_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6
    on conflict (state_code, rto_code, fuel_type, transmission, year, km) do update set n = c.n + excluded.n;
  else
    insert into listing_region_cube as c (state_code, rto_code, fuel_type, transmission, year, km, n)
    select state_code, rto_code, fuel_type, transmission, year, km, sum(n)::int
    from (
      select l.state_code as state_code,
        l.rto_code as rto_code,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        1 as n
      from new_rows l where l.status <> 'sold'
      union all
      select l.state_code as state_code,
        l.rto_code as rto_code,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        -1 as n
      from old_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6
    on conflict (state_code, rto_code, fuel_type, transmission, year, km) do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create function listing_region_cube_clear() returns trigger language plpgsql as $$
begin
  delete from listing_region_cube;
  return null;
end $$;

create trigger listing_region_cube_insert after insert on listings
  referencing new table as new_rows
  for each statement execute function listing_region_cube_add();
create trigger listing_region_cube_update after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function listing_region_cube_add();
create trigger listing_region_cube_delete after delete on listings
  referencing old table as old_rows
  for each statement execute function listing_region_cube_add();
create trigger listing_region_cube_truncate after truncate on listings
  for each statement execute function listing_region_cube_clear();

insert into listing_region_cube (state_code, rto_code, fuel_type, transmission, year, km, n)
select state_code, rto_code, fuel_type, transmission, year, km, sum(n)::int
from (
      select l.state_code as state_code,
        l.rto_code as rto_code,
        l.fuel_type as fuel_type,
        l.transmission as transmission,
        l.year as year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        1 as n
      from listings l where l.status <> 'sold'
) as cells
group by 1, 2, 3, 4, 5, 6;

-- 2. A text search resolves to a model and its variants (model_id in … or variant_id in …);
--    without an index on the variant the OR read every listing of the city. With it the two
--    conditions are a BitmapOr of listings_market_idx and this one.
create index listings_variant_idx on listings (variant_id, city_id) where status <> 'sold';
