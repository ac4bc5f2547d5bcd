-- Car services: service-history report unlocks, scrap-a-car requests, pre-delivery inspection
-- bookings (packages/db/src/schema/services.ts).

-- A user's right to a service-history report; the report is read from the source each time.
create table service_history_unlocks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  registration_number text not null,
  price_paise integer not null default 0,
  created_at timestamptz not null default now(),
  constraint service_history_unlocks_user_reg_key unique (user_id, registration_number)
);

-- Scrap-a-car leads, with the indicative value as it was quoted.
create table scrap_requests (
  id uuid primary key default gen_random_uuid(),
  registration_number text not null,
  city_id integer not null references cities (id),
  pincode text not null,
  mobile text not null,
  make text not null,
  model text not null,
  kerb_weight_class text not null,
  rate_per_kg_paise integer not null,
  indicative_value_paise integer not null,
  status text not null default 'NEW',
  user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
-- The per-mobile daily limit counts a mobile's rows of the day.
create index scrap_requests_mobile_created_idx on scrap_requests (mobile, created_at);

-- Pre-delivery inspection booking requests for a new car.
create table pdi_bookings (
  id uuid primary key default gen_random_uuid(),
  model_id integer not null references models (id),
  city_id integer not null references cities (id),
  delivery_date date not null,
  pincode text not null,
  mobile text not null,
  status text not null default 'NEW',
  user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index pdi_bookings_mobile_created_idx on pdi_bookings (mobile, created_at);
