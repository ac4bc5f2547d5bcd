-- The rest of spec §7 (issue 12 item 6; docs/decisions/0130-remaining-calls.md).

-- SEO copy of a page (GET /api/vehicle/v1/seo-content?page=), keyed by a page key such as
-- 'buy-used-car:pune' or 'traffic-challan'. Written by the seed and by editors.
create table seo_content (
  page text primary key,
  heading text not null,
  -- Paragraphs, plain text (rendered as <p>; never HTML).
  paragraphs jsonb not null,
  updated_at timestamptz not null default now()
);

-- Referral programme: each user's code, and every visit that arrived with one (?ref=CODE).
create table referral_codes (
  user_id uuid primary key references users (id) on delete cascade,
  code text not null unique,
  created_at timestamptz not null default now()
);
create table referral_visits (
  id bigserial primary key,
  code text not null references referral_codes (code) on delete cascade,
  landing_path text not null,
  -- A hash of the visitor's device cookie, so one device counts once per code and day.
  device_hash text not null,
  visited_on date not null,
  created_at timestamptz not null default now(),
  unique (code, device_hash, visited_on)
);

-- Partner vouchers (the music partner's free months after a car reservation): one per user
-- and partner, handed out through the redirect link.
create table partner_vouchers (
  user_id uuid not null references users (id) on delete cascade,
  partner text not null,
  code text not null unique,
  created_at timestamptz not null default now(),
  primary key (user_id, partner)
);

-- Answers to the scrap-car questions (GET /api/vehicle/scrap-car/questions) with a request.
alter table scrap_requests add column answers jsonb not null default '{}'::jsonb;

-- Per-deployment HMAC keys by purpose (signed invoice links), made on first use.
create table signing_keys (
  purpose text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);
