-- Request-a-call-back leads (spec §3: phone, reason, language). Written only after the phone
-- passed a call-back OTP; agents work the rows in status NEW.
create table callback_leads (
  id uuid primary key default gen_random_uuid(),
  phone text not null,
  reason text not null default '',
  language text not null,
  status text not null default 'NEW',
  -- 'frame' (the site's form, logged-in user) or 'lead-api' (server-to-server, lead auth key).
  channel text not null,
  user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
-- The per-phone daily limit counts a phone's rows of the day.
create index callback_leads_phone_created_idx on callback_leads (phone, created_at);
