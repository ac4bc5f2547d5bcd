-- Sell a car, part 3 (issue 10): the seller's payout account, verified by penny drop. The full
-- number is kept for the payout; every answer shows the last four digits only (decision 0118).
create table sell_bank_accounts (
  appointment_id uuid primary key references sell_appointments (id) on delete cascade,
  holder_name text not null,
  account_number text not null,
  ifsc text not null,
  registered_name text,
  status text not null check (status in ('verified', 'name_mismatch', 'confirmed_mismatch', 'invalid')),
  reference text not null,
  attempts integer not null default 1,
  attempts_day date not null,
  updated_at timestamptz not null
);
