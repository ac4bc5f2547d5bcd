-- Broad filtered listing searches count their coarse facets from a cube (decision 0177, issue 14).
-- All India with fuel, year and km matched 226,000 listings at 1,000,000; counting them row by
-- row took over a second. The coarse filter dimensions make about 60,000 all-India cells.

-- 1. Unsold listings of all India per combination of the coarse dimensions, kept by statement
--    triggers on listings like listing_facet_counts. Values are the FACET_SPECS expressions
--    (budget and km as the width_bucket intervals of the range cut points, as in migration 0026).
--    A search of all India filtering only on these dimensions, with bounds on the cut points,
--    sums cells instead of rows (listing-facet-cube.ts).
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

-- Adds the signed cells of a statement; keys in one order so two writers never wait in a cycle.
-- (A trigger sees only the transition tables of its event, hence one branch per event.)
create function listing_facet_cube_add() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into listing_facet_cube as c
      (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, n)
    select fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, sum(n)::int
    from (
      select l.fuel_type, l.transmission, l.body_type, least(l.owners, 4)::smallint as owners, l.year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        l.colour, l.seats, 1 as n
      from new_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats)
    do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into listing_facet_cube as c
      (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, n)
    select fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, sum(n)::int
    from (
      select l.fuel_type, l.transmission, l.body_type, least(l.owners, 4)::smallint as owners, l.year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        l.colour, l.seats, -1 as n
      from old_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats)
    do update set n = c.n + excluded.n;
  else
    insert into listing_facet_cube as c
      (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, n)
    select fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, sum(n)::int
    from (
      select l.fuel_type, l.transmission, l.body_type, least(l.owners, 4)::smallint as owners, l.year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        l.colour, l.seats, 1 as n
      from new_rows l where l.status <> 'sold'
      union all
      select l.fuel_type, l.transmission, l.body_type, least(l.owners, 4)::smallint as owners, l.year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        l.colour, l.seats, -1 as n
      from old_rows l where l.status <> 'sold'
    ) as changed
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats)
    do update set n = c.n + excluded.n;
  end if;
  return null;
end $$;

create function listing_facet_cube_clear() returns trigger language plpgsql as $$
begin
  delete from listing_facet_cube;
  return null;
end $$;

create trigger listings_facet_cube_insert after insert on listings
  referencing new table as new_rows
  for each statement execute function listing_facet_cube_add();
create trigger listings_facet_cube_update after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function listing_facet_cube_add();
create trigger listings_facet_cube_delete after delete on listings
  referencing old table as old_rows
  for each statement execute function listing_facet_cube_add();
create trigger listings_facet_cube_truncate after truncate on listings
  for each statement execute function listing_facet_cube_clear();

insert into listing_facet_cube (fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, n)
select fuel_type, transmission, body_type, owners, year, km, budget, colour, seats, sum(n)::int
from (
      select l.fuel_type, l.transmission, l.body_type, least(l.owners, 4)::smallint as owners, l.year,
        width_bucket(l.km_driven, array[0,10000,30000,50000,75000,100000]::bigint[])::smallint as km,
        width_bucket(l.price_paise, array[0,30000000,30000001,50000000,50000001,80000000,80000001,120000000,120000001,200000000,200000001]::bigint[])::smallint as budget,
        l.colour, l.seats, 1 as n
      from listings l where l.status <> 'sold'
) as cells
group by 1, 2, 3, 4, 5, 6, 7, 8, 9;

-- 2. A text search resolves to a model and its variants (model_id in … or variant_id in …);
--    without an index on the variant the OR read every listing of the city. With it the two
--    conditions are a BitmapOr of listings_market_idx and this one.
create index listings_variant_idx on listings (variant_id, city_id) where status <> 'sold';
