-- Sell a car, part 3 (issue 10), first slice: a loan on the car being sold. The lender is paid
-- off first from the sale price and the seller gets the rest (decision 0117).
create table sell_loan_details (
  appointment_id uuid primary key references sell_appointments (id) on delete cascade,
  has_loan boolean not null,
  lender text,
  outstanding_paise bigint check (outstanding_paise >= 0),
  account_last4 text check (account_last4 ~ '^[0-9]{4}$'),
  updated_at timestamptz not null,
  check (not has_loan or (lender is not null and outstanding_paise is not null))
);
