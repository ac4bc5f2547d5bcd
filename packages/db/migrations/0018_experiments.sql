-- Experiments (issue 12; spec §7 "POST experiments check"): variants with traffic weights, and
-- sticky assignments per user or device. Decision 0127.
create table experiments (
  name text primary key check (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text not null,
  -- [{"name": "on", "weight": 100}, ...]; the first variant is the control.
  variants jsonb not null,
  enabled boolean not null default true,
  updated_at timestamptz not null default now()
);

create table experiment_assignments (
  experiment text not null references experiments (name) on delete cascade,
  -- "user:<uuid>" or "device:<id>"
  subject text not null,
  variant text not null,
  assigned_at timestamptz not null default now(),
  primary key (experiment, subject)
);

-- The spec's request-callback experiment drives the help widget (spec §4); on for everyone.
insert into experiments (name, description, variants) values
  ('request-callback', 'Need help opens the call-back form for logged-in users (spec §4)',
   '[{"name": "off", "weight": 0}, {"name": "on", "weight": 100}]'),
  ('sell-form-copy', 'Sell page headline copy test',
   '[{"name": "control", "weight": 50}, {"name": "price-first", "weight": 50}]');
