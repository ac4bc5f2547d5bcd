-- The registry checks behind a car's "Clean papers" badge (issue 13 item 9; decision 0162),
-- cached per car: the raw answers, judged against the day they are read.
create table listing_paper_checks (
  listing_id integer primary key references listings (id) on delete cascade,
  registration_number text not null,
  pending_challans integer not null,
  -- Last valid days as the registry reports them; puc_upto null when none is needed (electric).
  insurance_upto date not null,
  puc_upto date,
  -- The lender named on the RC (hypothecation); null when none.
  financer text,
  checked_at timestamptz not null default now()
);

-- The market-price median (decision 0161) reads the cars of one model in one city by year.
create index listings_market_idx on listings (model_id, city_id, year);
