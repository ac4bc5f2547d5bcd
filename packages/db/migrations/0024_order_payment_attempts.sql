-- A failed or abandoned payment can be retried on the same order (decision 0140): each retry
-- opens a new gateway order. The gateway order it replaces is kept here, so a capture that still
-- arrives for it finds the order (and is refunded if the order was paid meanwhile).
create table order_payment_attempts (
  id serial primary key,
  order_id uuid not null references orders (id) on delete cascade,
  idempotency_key text not null,
  replaced_gateway_order_id text,
  created_at timestamptz not null default now()
);
create unique index order_payment_attempts_key_uq on order_payment_attempts (order_id, idempotency_key);
create index order_payment_attempts_gateway_idx on order_payment_attempts (replaced_gateway_order_id);
