create table states (
  code text primary key,
  name text not null,
  slug text not null unique,
  kind text not null,
  legacy_codes text[] not null default '{}'
);

create table rto_offices (
  code text primary key,
  state_code text not null references states (code),
  name text not null
);
create index rto_offices_state_idx on rto_offices (state_code);

create table cities (
  id integer primary key,
  name text not null,
  slug text not null unique,
  state_code text references states (code),
  pincode_from integer not null,
  pincode_to integer not null,
  latitude real not null,
  longitude real not null,
  is_virtual_city boolean not null default false,
  is_group_city boolean not null default false,
  primary_group_city_id integer,
  is_b2c_enabled boolean not null default false,
  car_service_city boolean not null default false,
  is_buy_used_car boolean not null default false,
  sell_order smallint,
  sell_title text,
  is_popular boolean not null default false,
  display_order smallint not null default 0,
  background_image text,
  background_image_mobile text
);
create index cities_state_idx on cities (state_code);

create table makes (
  id integer primary key,
  name text not null,
  slug text not null unique,
  is_popular boolean not null default false,
  display_order smallint not null default 0
);

create table models (
  id integer primary key,
  make_id integer not null references makes (id),
  name text not null,
  slug text not null,
  body_type text not null,
  seats smallint not null,
  first_year smallint not null,
  last_year smallint,
  is_popular boolean not null default false,
  unique (make_id, slug)
);
create index models_make_idx on models (make_id);

create table variants (
  id integer primary key,
  model_id integer not null references models (id),
  name text not null,
  fuel_type text not null,
  transmission text not null,
  engine_cc integer,
  ex_showroom_paise bigint not null
);
create index variants_model_idx on variants (model_id);

create table faqs (
  id serial primary key,
  category text not null,
  question text not null,
  answer text not null,
  display_order smallint not null default 0
);
create index faqs_category_idx on faqs (category);

create table testimonials (
  id serial primary key,
  category text not null,
  customer_name text not null,
  city_name text not null,
  rating smallint not null,
  title text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index testimonials_category_idx on testimonials (category);

create table page_content (
  type text primary key,
  content jsonb not null,
  updated_at timestamptz not null default now()
);
