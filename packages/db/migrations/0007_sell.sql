-- Sell-car inspection appointments (spec §1 "sell-car appointment flow", §3 appointmentId,
-- expectedPrice; §7 consumer gateway paths keyed by {token}). Decisions 0080-0083.
create sequence sell_appointment_number_seq start with 50000001;

create table sell_appointments (
  id uuid primary key default gen_random_uuid(),
  -- The spec's appointmentId: a short number the seller can read out on the phone.
  appointment_id text not null unique default nextval('sell_appointment_number_seq')::text,
  -- Unguessable capability used in the {token} paths and links (decision 0081).
  token text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  phone text not null,
  registration_number text not null,
  make_id integer not null references makes (id),
  model_id integer not null references models (id),
  variant_id integer not null references variants (id),
  year smallint not null,
  km_driven integer not null check (km_driven >= 0),
  owners smallint not null check (owners between 1 and 4),
  city_id integer not null references cities (id),
  indicative_price_paise bigint not null,
  low_paise bigint not null,
  high_paise bigint not null,
  inspection_mode text not null check (inspection_mode in ('home', 'branch')),
  branch_id integer references inventory_hubs (id),
  address text,
  pincode text,
  slot_start timestamptz not null,
  status text not null default 'scheduled'
    check (status in ('scheduled', 'cancelled', 'completed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (
    (inspection_mode = 'home' and address is not null and pincode is not null and branch_id is null)
    or (inspection_mode = 'branch' and branch_id is not null)
  )
);
create index sell_appointments_user_idx on sell_appointments (user_id, slot_start);

-- Seats taken per city and slot. The check is the last guard against overbooking: two
-- concurrent bookings of the last seat serialise on this row and the second one fails.
create table inspection_slot_bookings (
  city_id integer not null references cities (id),
  slot_start timestamptz not null,
  capacity smallint not null check (capacity > 0),
  booked smallint not null default 0,
  primary key (city_id, slot_start),
  check (booked >= 0 and booked <= capacity)
);
