-- When a car model's page last changed, for the sitemap's <lastmod> (issue 11, item 12): the
-- model row itself, or any of its variants (a new variant or a price change), touches it.
alter table models add column updated_at timestamptz not null default now();

create function touch_model_of_variant() returns trigger language plpgsql as $$
begin
  update models set updated_at = now() where id = new.model_id;
  return new;
end;
$$;

create trigger variants_touch_model after insert or update on variants
  for each row execute function touch_model_of_variant();
