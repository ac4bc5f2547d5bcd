-- Loans: used-car loan applications from the personal-details page (schema/loans.ts).

create table loan_applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  status text not null default 'PENDING'
    check (status in ('PENDING', 'APPROVED', 'REJECTED', 'DISBURSED')),
  full_name text not null,
  date_of_birth date not null,
  employment_type text not null check (employment_type in ('salaried', 'self-employed')),
  monthly_income_paise bigint not null check (monthly_income_paise > 0),
  existing_emi_paise bigint not null default 0 check (existing_emi_paise >= 0),
  loan_amount_paise bigint not null check (loan_amount_paise > 0),
  tenure_months smallint not null check (tenure_months between 12 and 84),
  pan text not null,
  city_id integer not null references cities (id),
  listing_id integer references listings (id) on delete set null,
  cf_source text,
  eligibility jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- "My applications" newest first, and the payment-approval-process filter by status.
create index loan_applications_user_idx on loan_applications (user_id, created_at desc);
create index loan_applications_user_status_idx on loan_applications (user_id, status);
