create table users (
  id uuid primary key default gen_random_uuid(),
  phone text not null unique,
  name text,
  email text,
  whatsapp_consent boolean not null default true,
  whatsapp_consent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  -- Sent by the browser with private calls that must prove the page, not a third party, made them.
  secure_token text not null,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);

-- One row per OTP sent. Only the hash of the code is kept; a resend supersedes the open row.
create table otp_challenges (
  id uuid primary key default gen_random_uuid(),
  phone text not null,
  purpose text not null,
  -- What the code is for beyond its purpose (an appointment token, a dealer id); '' when nothing.
  subject text not null default '',
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  closed_at timestamptz,
  closed_reason text
);
create index otp_challenges_open_idx on otp_challenges (phone, purpose, subject, created_at desc);

-- Proof that a phone passed an OTP check: the login access-token and the lead token.
-- Single use, short-lived, stored hashed.
create table verification_grants (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  phone text not null,
  purpose text not null,
  subject text not null default '',
  user_id uuid references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Fixed-window counters for abuse limits, shared by every process on the database.
create table rate_limit_counters (
  key text not null,
  window_start timestamptz not null,
  count integer not null,
  expires_at timestamptz not null,
  primary key (key, window_start)
);
create index rate_limit_counters_expiry_idx on rate_limit_counters (expires_at);

-- The sandbox SMS provider's outbox (development and e2e only; never written in production).
create table sms_outbox (
  id uuid primary key default gen_random_uuid(),
  to_phone text not null,
  body text not null,
  sent_at timestamptz not null
);
create index sms_outbox_phone_idx on sms_outbox (to_phone, sent_at desc);
