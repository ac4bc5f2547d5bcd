-- Sell a car, part 3 (issue 10): the seller's documents, the single-use dms upload tokens, and
-- KYC (PAN check, credit-report consent and phone, the video-KYC "party video" slot).
-- Decisions 0119 and 0120.

-- The key dms tokens are signed with, made once per database so every API process agrees.
create table sell_dms_signing_keys (
  id smallint primary key check (id = 1),
  secret text not null,
  created_at timestamptz not null
);

-- One row per issued dms token: a jti is spent by the first upload that presents it.
create table sell_dms_tokens (
  jti text primary key,
  appointment_id uuid not null references sell_appointments (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  utid text not null,
  client text not null,
  department text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index sell_dms_tokens_appointment_idx on sell_dms_tokens (appointment_id);

-- The files live in the upload storage under storage_key (random, never from user input).
create table sell_documents (
  id uuid primary key default gen_random_uuid(),
  appointment_id uuid not null references sell_appointments (id) on delete cascade,
  document_type text not null
    check (document_type in ('RC', 'INSURANCE', 'PAN', 'ID_PROOF', 'CANCELLED_CHEQUE')),
  storage_key text not null unique,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer not null check (size_bytes > 0),
  file_name text not null,
  status text not null default 'uploaded' check (status in ('uploaded', 'verified', 'rejected')),
  reject_reason text,
  reviewed_by uuid references users (id),
  reviewed_at timestamptz,
  jti text not null references sell_dms_tokens (jti) on delete cascade,
  created_at timestamptz not null,
  check (status <> 'rejected' or reject_reason is not null)
);
create index sell_documents_appointment_idx on sell_documents (appointment_id, document_type, created_at);

-- KYC of the seller of one sale. The PAN is kept for the transfer papers; answers mask it.
create table sell_kyc (
  appointment_id uuid primary key references sell_appointments (id) on delete cascade,
  pan text,
  name_on_pan text,
  aadhaar_last4 text check (aadhaar_last4 ~ '^[0-9]{4}$'),
  kyc_status text check (kyc_status in ('verified', 'name_mismatch', 'invalid')),
  kyc_reference text,
  kyc_checked_at timestamptz,
  credit_consent_at timestamptz,
  credit_report_phone text check (credit_report_phone ~ '^[6-9][0-9]{9}$'),
  video_slot_start timestamptz,
  video_booked_at timestamptz,
  updated_at timestamptz not null
);
