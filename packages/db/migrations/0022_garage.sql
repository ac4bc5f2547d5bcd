-- Vehicle wallet, "My Vehicles" (issue 12 item 8; docs/decisions/0131-vehicle-wallet.md).

-- A vehicle a user saved. One row per user and registration number.
create table garage_vehicles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  registration_number text not null,
  nickname text,
  -- Opt-in to SMS notices for this vehicle (new challans, insurance/PUC expiry, service due).
  sms_reminders boolean not null default false,
  service_interval_months integer not null default 6
    check (service_interval_months between 1 and 24),
  last_service_on date,
  -- The IST day of the last scheduled check (the garage-checks job runs a vehicle once a day).
  last_checked_on date,
  last_checked_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, registration_number)
);
create index garage_vehicles_check_idx on garage_vehicles (last_checked_on);

-- Challans already known for a saved vehicle: those on it when it was added ('add') and those
-- the scheduled check found later ('check', the "new" ones).
create table garage_seen_challans (
  vehicle_id uuid not null references garage_vehicles (id) on delete cascade,
  challan_number text not null,
  found_by text not null check (found_by in ('add', 'check')),
  seen_at timestamptz not null default now(),
  primary key (vehicle_id, challan_number)
);

-- Every SMS notice sent, keyed so the same notice is never sent twice (per user, even when the
-- vehicle is removed and added again).
create table garage_notices (
  id bigserial primary key,
  user_id uuid not null references users (id) on delete cascade,
  registration_number text not null,
  notice_key text not null,
  body text not null,
  sent_at timestamptz not null default now(),
  unique (user_id, notice_key)
);
