-- Listing search: one version for the reference data a search keeps per process (decision 0188).
-- The catalog (makes, models, variants), the place names (states, RTO offices) and the cities
-- are read once per process and again only when this version changes. Before, every search
-- computed the version itself (row counts and highest ids of the catalog, an md5 of every state
-- and RTO name) in a statement of its own, one round trip before its counts and page. Statement
-- triggers on those tables add one to it in the writing transaction, so a statement that sees
-- the new rows sees the new version (no sequence: its value is not transactional).
create table search_reference_version (
  id smallint primary key default 1 check (id = 1),
  version bigint not null
);
insert into search_reference_version (id, version) values (1, 1);

create function search_reference_version_bump() returns trigger language plpgsql as $$
begin
  update search_reference_version set version = version + 1 where id = 1;
  return null;
end $$;

create trigger makes_search_reference_version after insert or update or delete or truncate on makes
  for each statement execute function search_reference_version_bump();
create trigger models_search_reference_version after insert or update or delete or truncate on models
  for each statement execute function search_reference_version_bump();
create trigger variants_search_reference_version after insert or update or delete or truncate on variants
  for each statement execute function search_reference_version_bump();
create trigger states_search_reference_version after insert or update or delete or truncate on states
  for each statement execute function search_reference_version_bump();
create trigger rto_offices_search_reference_version after insert or update or delete or truncate on rto_offices
  for each statement execute function search_reference_version_bump();
create trigger cities_search_reference_version after insert or update or delete or truncate on cities
  for each statement execute function search_reference_version_bump();
