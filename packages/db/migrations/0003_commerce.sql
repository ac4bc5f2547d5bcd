-- Commerce (cart, orders, payments, webhooks, idempotency, sandbox gateway books) and challans.

create table cart_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  product_type text not null,
  product_unique_identifier text not null,
  title text not null,
  amount_paise bigint not null check (amount_paise >= 0),
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create unique index cart_items_user_product_uq
  on cart_items (user_id, product_type, product_unique_identifier);

create table orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null unique,
  user_id uuid not null references users (id),
  product_type text not null,
  status text not null check (status in ('PAYMENT_PENDING', 'PAID', 'PAYMENT_FAILED', 'CANCELLED', 'REFUNDED')),
  items_total_paise bigint not null check (items_total_paise >= 0),
  convenience_fee_paise bigint not null check (convenience_fee_paise >= 0),
  gst_paise bigint not null check (gst_paise >= 0),
  total_paise bigint not null check (total_paise = items_total_paise + convenience_fee_paise + gst_paise),
  consent boolean not null,
  source text check (source in ('web', 'm-web')),
  device_type text,
  ga_id text,
  is_web_view boolean,
  whatsapp_consent boolean,
  gateway text not null,
  gateway_order_id text unique,
  failure_reason text,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_user_created_idx on orders (user_id, created_at);
create index orders_status_created_idx on orders (status, created_at);

create table order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  product_type text not null,
  product_unique_identifier text not null,
  title text not null,
  amount_paise bigint not null check (amount_paise >= 0),
  metadata jsonb not null default '{}',
  is_active boolean not null default true
);
create index order_items_order_idx on order_items (order_id);
-- Two open orders can never hold the same product.
create unique index order_items_active_product_uq
  on order_items (product_type, product_unique_identifier) where is_active;

-- A product is paid at most once, whatever the retries: this primary key is the invariant.
create table settled_products (
  product_type text not null,
  product_unique_identifier text not null,
  order_id uuid not null references orders (id),
  settled_at timestamptz not null default now(),
  primary key (product_type, product_unique_identifier)
);

create table order_status_history (
  id serial primary key,
  order_id uuid not null references orders (id) on delete cascade,
  from_status text,
  to_status text not null,
  reason text not null,
  created_at timestamptz not null default now()
);
create index order_status_history_order_idx on order_status_history (order_id);

create table payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  gateway text not null,
  gateway_payment_id text not null unique,
  status text not null,
  amount_paise bigint not null,
  method text,
  error_description text,
  created_at timestamptz not null default now()
);
create index payments_order_idx on payments (order_id);

create table payment_webhook_events (
  event_id text primary key,
  gateway text not null,
  event_type text not null,
  received_at timestamptz not null default now()
);

create table idempotency_keys (
  user_id uuid not null references users (id) on delete cascade,
  key text not null,
  request_hash text not null,
  order_id uuid references orders (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);

create table sandbox_gateway_orders (
  id text primary key,
  amount_paise bigint not null,
  currency text not null,
  receipt text not null,
  status text not null,
  created_at timestamptz not null default now()
);

create table sandbox_gateway_payments (
  id text primary key,
  order_id text not null references sandbox_gateway_orders (id),
  status text not null,
  amount_paise bigint not null,
  method text not null,
  error_code text,
  error_description text,
  created_at timestamptz not null default now()
);
create index sandbox_gateway_payments_order_idx on sandbox_gateway_payments (order_id);

create table challans (
  challan_number text primary key,
  registration_number text not null,
  state_code text not null,
  offence_key text not null,
  offence text not null,
  section text not null,
  place text not null,
  offence_at timestamptz not null,
  fine_paise bigint not null check (fine_paise >= 0),
  source_status text not null check (source_status in ('pending', 'paid', 'virtual-court')),
  fetched_at timestamptz not null default now()
);
create index challans_registration_idx on challans (registration_number);

create table challan_fine_schedules (
  state_code text not null,
  offence_key text not null,
  section text not null,
  title text not null,
  fine_paise bigint not null,
  repeat_fine_paise bigint,
  notification text not null,
  primary key (state_code, offence_key)
);

create table active_banners (
  context text not null,
  name text not null,
  title text not null,
  body text not null,
  cta_label text,
  cta_url text,
  starts_at timestamptz not null,
  ends_at timestamptz,
  primary key (context, name, starts_at)
);
