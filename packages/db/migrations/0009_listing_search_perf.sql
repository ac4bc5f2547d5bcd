-- Listing search at 1,000,000 listings (decision 0058): the API keeps the filter columns of every
-- listing in memory and counts facets there, exactly. On every search it reads the rows written
-- since the snapshot it last read: each written row carries the id of its writing transaction,
-- and every transaction not finished by that snapshot has an id at or above the snapshot's xmin.
-- No shared counter row, so listing writes never wait on each other.

-- Existing rows get 0 (a constant default: no table rewrite); a first load reads them all anyway.
alter table listings add column search_xid xid8 not null default '0';
create index listings_search_xid_idx on listings (search_xid);

-- Deleted listings leave a row here so a reader can drop them (listing_id -1: the table was
-- truncated, reload everything).
create table listing_search_removals (
  listing_id integer not null,
  search_xid xid8 not null
);
create index listing_search_removals_xid_idx on listing_search_removals (search_xid);

create function listing_search_stamp() returns trigger language plpgsql as $$
begin
  new.search_xid := pg_current_xact_id();
  return new;
end $$;

create function listing_search_record_removal() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    insert into listing_search_removals (listing_id, search_xid) values (-1, pg_current_xact_id());
  else
    insert into listing_search_removals (listing_id, search_xid) values (old.id, pg_current_xact_id());
  end if;
  return null;
end $$;

create trigger listings_search_stamp
  before insert or update on listings
  for each row execute function listing_search_stamp();
create trigger listings_search_removal
  after delete on listings
  for each row execute function listing_search_record_removal();
create trigger listings_search_truncate
  after truncate on listings
  for each statement execute function listing_search_record_removal();
