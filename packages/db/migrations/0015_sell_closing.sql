-- Sell a car, part 3 (issue 10): from an accepted price to a car bought, paid for and
-- transferred. Decisions 0121 (purchase request and pickup), 0122 (payouts exactly once),
-- 0123 (RC transfer and relisting).

-- The seller's formal request to sell at the accepted price (purchase-request v1/v2/v3), then
-- initiated (token paid), completed (car picked up) or cancelled. One per appointment.
create table sell_purchase_requests (
  appointment_id uuid primary key references sell_appointments (id) on delete cascade,
  shape_version smallint not null check (shape_version in (1, 2, 3)),
  status text not null check (status in ('requested', 'initiated', 'completed', 'cancelled')),
  channel text not null default 'online' check (channel in ('online', 'offline')),
  pickup_preference text not null default 'home' check (pickup_preference in ('home', 'branch')),
  price_paise bigint not null check (price_paise > 0),
  offline_reference text,
  offline_branch text,
  cancel_reason text,
  requested_at timestamptz not null,
  initiated_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz
);

-- A pickup of the bought car by a runner. A cancelled pickup stays as history; at most one is open.
create table sell_pickups (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid not null references sell_appointments (id) on delete cascade,
  city_id integer not null references cities (id),
  runner_user_id uuid references users (id) on delete set null,
  slot_start timestamptz not null,
  address text not null,
  pincode text not null check (pincode ~ '^[1-9][0-9]{5}$'),
  status text not null
    check (status in ('scheduled', 'handed_over', 'qc_passed', 'qc_failed', 'proceeded', 'cancelled')),
  reschedule_count smallint not null default 0,
  handed_over_at timestamptz,
  -- The runner's QC against the inspection: answers and the deductions they lead to.
  qc jsonb,
  qc_at timestamptz,
  proceeded_at timestamptz,
  cancel_reason text,
  cancelled_by text check (cancelled_by in ('seller', 'runner')),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index sell_pickups_one_open_idx on sell_pickups (appointment_id)
  where status <> 'cancelled';
create index sell_pickups_runner_day_idx on sell_pickups (runner_user_id, slot_start);
create index sell_pickups_city_slot_idx on sell_pickups (city_id, slot_start) where status <> 'cancelled';

-- Money paid out for a sale: the token, the lender's payoff and the seller's balance. The unique
-- (appointment, kind) row is the exactly-once guard; its id is the provider's idempotency key.
create table sell_payouts (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid not null references sell_appointments (id) on delete cascade,
  kind text not null check (kind in ('token', 'lender', 'balance')),
  amount_paise bigint not null check (amount_paise > 0),
  beneficiary_name text not null,
  account_last4 text,
  ifsc text,
  status text not null check (status in ('queued', 'processing', 'paid', 'failed')),
  channel text not null default 'bank' check (channel in ('bank', 'branch')),
  provider_reference text unique,
  utr text,
  failure_reason text,
  attempts integer not null default 0,
  -- Bumped when a failed payout is sent again: the idempotency key is id.generation, so a
  -- retry after a failure is a new payout while a retry of an unanswered one is the same.
  generation integer not null default 0,
  queued_at timestamptz not null,
  dispatched_at timestamptz,
  paid_at timestamptz,
  unique (appointment_id, kind)
);
create index sell_payouts_open_idx on sell_payouts (status) where status in ('queued', 'processing');

-- Every payout webhook event id seen once: a duplicate delivery changes nothing.
create table sell_payout_webhook_events (
  event_id text primary key,
  provider_reference text not null,
  event text not null,
  received_at timestamptz not null
);

-- The RC transfer after pickup: forms 29/30 signed at handover, filed at the RTO, transferred.
create table sell_rc_transfers (
  appointment_id uuid primary key references sell_appointments (id) on delete cascade,
  status text not null check (status in ('forms_signed', 'filed_at_rto', 'transferred')),
  rto_code text not null,
  forms_signed_on date not null,
  filed_on date,
  transferred_on date,
  -- From this moment challans and accident liability are CarSetu's, not the seller's.
  liability_ends_at timestamptz not null,
  updated_at timestamptz not null
);

-- A bought car between pickup and sale: refurbishing, then listed on the buy catalogue.
create table sell_relistings (
  appointment_id uuid primary key references sell_appointments (id) on delete cascade,
  status text not null check (status in ('refurbishing', 'listed')),
  listing_id integer unique references listings (id) on delete set null,
  bought_at timestamptz not null,
  listed_at timestamptz
);

-- Photos of a listing taken at its inspection (a relisted car); shown before the studio angles.
create table listing_photos (
  listing_id integer not null references listings (id) on delete cascade,
  position smallint not null,
  -- The served photo (an inspection photo's 640 px WebP); the listing never stores the bytes.
  url text not null check (url like '/api/%'),
  caption text not null,
  primary key (listing_id, position)
);

-- Sandbox payout provider (RazorpayX Payouts shape): its own ledger, idempotent on the key.
create table sandbox_payouts (
  id text primary key,
  idempotency_key text not null unique,
  amount_paise bigint not null,
  account_last4 text,
  reference_id text not null,
  status text not null check (status in ('processing', 'processed', 'failed')),
  utr text,
  created_at timestamptz not null,
  settled_at timestamptz
);
