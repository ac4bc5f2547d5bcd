-- Sell a car, part 2 (issue 9): staff roles, the versioned question set, the appointment
-- timeline, inspections with photos, dealer auctions with bids, negotiations and dealer leads.
-- Decisions 0110-0119.

-- Staff are ordinary users (same OTP login) with one row per granted role. A dealer and an
-- inspector work in one city; a dealer shows its trade name to sellers.
create table staff_roles (
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('inspector', 'dealer', 'runner', 'lead_agent', 'admin')),
  city_id integer references cities (id),
  display_name text,
  granted_by uuid references users (id) on delete set null,
  granted_at timestamptz not null default now(),
  primary key (user_id, role)
);
create index staff_roles_role_city_idx on staff_roles (role, city_id);

-- GET sell-online-question?version: each published version is immutable; the web renders it.
create table sell_question_sets (
  version integer primary key,
  questions jsonb not null,
  published_at timestamptz not null default now()
);

-- POST appointment/question/save: the seller's answers, against the version they answered.
create table sell_question_answers (
  appointment_id uuid primary key references sell_appointments (id) on delete cascade,
  version integer not null references sell_question_sets (version),
  answers jsonb not null,
  saved_at timestamptz not null
);

alter table sell_appointments
  add column inspector_user_id uuid references users (id) on delete set null,
  add column cancel_reason text,
  add column expected_price_paise bigint,
  add column sale_flow text check (sale_flow in ('auction', 'instant_offer')),
  add column purchase_intent_at timestamptz,
  add column accepted_price_paise bigint,
  add column accepted_source text check (accepted_source in ('auction', 'offer', 'negotiation')),
  add column accepted_dealer_user_id uuid references users (id) on delete set null,
  add column accepted_at timestamptz,
  add column declined_at timestamptz;
create index sell_appointments_inspector_idx on sell_appointments (inspector_user_id, slot_start);
create index sell_appointments_city_slot_idx on sell_appointments (city_id, slot_start);

-- The seller's timeline: one row per step, in order. `detail` holds what the step shows.
create table sell_appointment_events (
  id bigserial primary key,
  appointment_id uuid not null references sell_appointments (id) on delete cascade,
  kind text not null,
  detail jsonb not null default '{}',
  actor_user_id uuid references users (id) on delete set null,
  created_at timestamptz not null
);
create index sell_appointment_events_idx on sell_appointment_events (appointment_id, id);

-- One inspection per appointment. Answers are saved as drafts while the inspector works, so a
-- lost signal loses nothing; submit freezes them and computes the offer with its deductions.
create table inspections (
  appointment_id uuid primary key references sell_appointments (id) on delete cascade,
  inspector_user_id uuid not null references users (id),
  status text not null check (status in ('draft', 'submitted')),
  answers jsonb not null default '{}',
  odometer_km integer check (odometer_km >= 0),
  vin text,
  revision integer not null default 0,
  offer_paise bigint,
  deductions jsonb,
  started_at timestamptz not null,
  updated_at timestamptz not null,
  submitted_at timestamptz
);

-- Photos are re-encoded at several widths; `storage_key` names them in the storage backend.
create table inspection_photos (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid not null references sell_appointments (id) on delete cascade,
  kind text not null check (kind in ('defect', 'odometer', 'vin')),
  checkpoint_key text,
  storage_key text not null unique,
  widths integer[] not null,
  original_bytes integer not null,
  created_at timestamptz not null
);
create index inspection_photos_appointment_idx on inspection_photos (appointment_id, created_at);

-- A dealer auction of an inspected car. All state is in these rows (several processes on one
-- PostgreSQL share it); a bid is one conditional UPDATE of the auction row.
create table auctions (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid not null references sell_appointments (id) on delete cascade,
  city_id integer not null references cities (id),
  round smallint not null,
  status text not null check (status in ('live', 'closed')),
  reserve_paise bigint not null,
  start_price_paise bigint not null,
  min_increment_paise bigint not null check (min_increment_paise > 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  closed_at timestamptz,
  close_reason text,
  best_bid_paise bigint,
  best_dealer_user_id uuid references users (id),
  bid_count integer not null default 0,
  winner_user_id uuid references users (id),
  unique (appointment_id, round)
);
create unique index auctions_one_live_idx on auctions (appointment_id) where status = 'live';
create index auctions_city_status_idx on auctions (city_id, status, ends_at);

create table auction_bids (
  id bigserial primary key,
  auction_id uuid not null references auctions (id) on delete cascade,
  dealer_user_id uuid not null references users (id),
  amount_paise bigint not null,
  created_at timestamptz not null
);
create index auction_bids_auction_idx on auction_bids (auction_id, amount_paise desc);
create index auction_bids_dealer_idx on auction_bids (dealer_user_id, created_at desc);

-- auction/impression: which dealers opened the auction (first time only).
create table auction_impressions (
  auction_id uuid not null references auctions (id) on delete cascade,
  dealer_user_id uuid not null references users (id) on delete cascade,
  first_seen_at timestamptz not null,
  primary key (auction_id, dealer_user_id)
);

-- Self-negotiation: the seller asks the best bidder for more; the dealer accepts or counters.
create table sell_negotiations (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid not null references sell_appointments (id) on delete cascade,
  auction_id uuid not null references auctions (id) on delete cascade,
  dealer_user_id uuid not null references users (id),
  asked_paise bigint not null,
  status text not null check (status in ('open', 'accepted', 'countered', 'declined')),
  counter_paise bigint,
  created_at timestamptz not null,
  answered_at timestamptz
);
create unique index sell_negotiations_one_open_idx on sell_negotiations (appointment_id)
  where status = 'open';

-- select-dealer: a seller asks one dealer of the city to call; confirmed by OTP to the seller.
create table dealer_leads (
  id uuid primary key default gen_random_uuid(),
  dealer_user_id uuid not null references users (id) on delete cascade,
  city_id integer not null references cities (id),
  phone text not null,
  name text not null,
  appointment_id uuid references sell_appointments (id) on delete set null,
  status text not null check (status in ('pending', 'verified')),
  created_at timestamptz not null,
  verified_at timestamptz
);
create index dealer_leads_dealer_idx on dealer_leads (dealer_user_id, created_at desc);

-- Question set version 1 (the web renders whatever the server serves).
insert into sell_question_sets (version, questions) values (1, '[{"key": "accident", "label": "Has the car been in an accident?", "type": "single", "options": [{"value": "no", "label": "No"}, {"value": "minor", "label": "Minor (panels repaired)"}, {"value": "major", "label": "Major (structure repaired)"}], "required": true}, {"key": "flood", "label": "Has the car ever been in a flood?", "type": "boolean", "options": [{"value": "no", "label": "No"}, {"value": "yes", "label": "Yes"}], "required": true}, {"key": "insurance", "label": "What insurance does the car have?", "type": "single", "options": [{"value": "comprehensive", "label": "Comprehensive"}, {"value": "zero_dep", "label": "Zero depreciation"}, {"value": "third_party", "label": "Third party only"}, {"value": "expired", "label": "Expired"}], "required": true}, {"key": "keys", "label": "How many keys do you have?", "type": "single", "options": [{"value": "1", "label": "One"}, {"value": "2", "label": "Two or more"}], "required": true}, {"key": "service_records", "label": "Do you have the service records?", "type": "single", "options": [{"value": "all", "label": "All, from the authorised service centre"}, {"value": "some", "label": "Some"}, {"value": "none", "label": "None"}], "required": false}, {"key": "loan", "label": "Is there a loan on the car?", "type": "boolean", "options": [{"value": "no", "label": "No"}, {"value": "yes", "label": "Yes"}], "required": true}, {"key": "modified", "label": "Has the car been modified (CNG kit, alloys, wraps)?", "type": "boolean", "options": [{"value": "no", "label": "No"}, {"value": "yes", "label": "Yes"}], "required": false}, {"key": "sell_when", "label": "When do you want to sell?", "type": "single", "options": [{"value": "this_week", "label": "This week"}, {"value": "this_month", "label": "This month"}, {"value": "exploring", "label": "Just exploring"}], "required": false}]'::jsonb);
