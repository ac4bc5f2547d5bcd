import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** States and union territories with their registration codes (shared/data/india/states.json). */
export const states = pgTable('states', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  kind: text('kind').notNull(), // 'state' | 'union-territory'
  legacyCodes: text('legacy_codes').array().notNull().default([]),
});

/** RTO offices: 'MH12' → Pune. Used for registration-number lookups and RTO filters. */
export const rtoOffices = pgTable(
  'rto_offices',
  {
    code: text('code').primaryKey(),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.code),
    name: text('name').notNull(),
  },
  (table) => [index('rto_offices_state_idx').on(table.stateCode)],
);

/** The spec's source city record (spec §3) in our own naming. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** Null only for a virtual city (the all-India online city), which belongs to no state. */
    stateCode: text('state_code').references(() => states.code),
    pincodeFrom: integer('pincode_from').notNull(),
    pincodeTo: integer('pincode_to').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    isVirtualCity: boolean('is_virtual_city').notNull().default(false),
    isGroupCity: boolean('is_group_city').notNull().default(false),
    /** For a member of a group city (Gurgaon in Delhi NCR): the group city's id. */
    primaryGroupCityId: integer('primary_group_city_id'),
    isB2cEnabled: boolean('is_b2c_enabled').notNull().default(false),
    carServiceCity: boolean('car_service_city').notNull().default(false),
    isBuyUsedCar: boolean('is_buy_used_car').notNull().default(false),
    /** One of the spec's 15 sell cities; sellOrder gives the dropdown order. */
    sellOrder: smallint('sell_order'),
    /** Title in the sell dropdown when it differs from the name ('Delhi' for New Delhi). */
    sellTitle: text('sell_title'),
    isPopular: boolean('is_popular').notNull().default(false),
    displayOrder: smallint('display_order').notNull().default(0),
    backgroundImage: text('background_image'),
    backgroundImageMobile: text('background_image_mobile'),
  },
  (table) => [index('cities_state_idx').on(table.stateCode)],
);

export const makes = pgTable('makes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  isPopular: boolean('is_popular').notNull().default(false),
  displayOrder: smallint('display_order').notNull().default(0),
});

export const models = pgTable(
  'models',
  {
    id: integer('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** hatchback | sedan | suv | muv | compact-suv | luxury | pickup */
    bodyType: text('body_type').notNull(),
    seats: smallint('seats').notNull(),
    firstYear: smallint('first_year').notNull(),
    lastYear: smallint('last_year'),
    isPopular: boolean('is_popular').notNull().default(false),
    /** Last change of the model or any of its variants (migration 0013; sitemap lastmod). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('models_make_idx').on(table.makeId),
    unique('models_make_id_slug_key').on(table.makeId, table.slug),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: integer('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    name: text('name').notNull(),
    /** petrol | diesel | cng | electric | hybrid */
    fuelType: text('fuel_type').notNull(),
    /** manual | automatic */
    transmission: text('transmission').notNull(),
    engineCc: integer('engine_cc'),
    /** New-car ex-showroom price in paise; used-car prices derive from it. */
    exShowroomPaise: bigint('ex_showroom_paise', { mode: 'number' }).notNull(),
  },
  (table) => [index('variants_model_idx').on(table.modelId)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    /** buy | sell | loan | challan | services | general, or 'state:<slug>' for state pages */
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    displayOrder: smallint('display_order').notNull().default(0),
  },
  (table) => [index('faqs_category_idx').on(table.category)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    customerName: text('customer_name').notNull(),
    cityName: text('city_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('testimonials_category_idx').on(table.category)],
);

/** CMS-style blocks by page type (GET /page/content?type=...). */
export const pageContent = pgTable('page_content', {
  type: text('type').primaryKey(),
  content: jsonb('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
