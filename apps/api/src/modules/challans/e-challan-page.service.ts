import { maskRegistrationNumber, type EChallanPage } from '@carsetu/contracts';
import { asc, eq, schema, type Database } from '@carsetu/db';
import { cmsContentFor, factsFor, faqsFor, sampleRegistration } from './e-challan-content';
import {
  challanTestimonials,
  faqsFor as storedFaqsFor,
  listStates,
  placesInState,
  recentPaymentsInState,
  settledCountInState,
} from './e-challan-page.repository';
import { fineScheduleFor } from './fine-schedule';

export const RECENT_TRANSACTIONS_SHOWN = 5;
export const TESTIMONIALS_SHOWN = 6;

function invalidPage(
  stateList: EChallanPage['stateList'],
  pageType: EChallanPage['pageType'],
  isInvalidState: boolean,
): EChallanPage {
  return {
    pageType,
    isInvalidState,
    isInvalidCity: !isInvalidState,
    stateName: null,
    details: null,
    stateList,
    faqList: [],
    trafficFines: [],
    cmsContent: [],
    testimonials: [],
    settledChallanCount: 0,
    factsData: [],
    regNumberList: [],
    recentTransaction: [],
    cityList: [],
  };
}

/** Catalog parts of a page change only with a deploy or seed: kept per process this long. */
export const E_CHALLAN_CATALOG_CACHE_MS = 60_000;

interface CatalogPart {
  at: number;
  value: Promise<
    {
      stateList: EChallanPage['stateList'];
      state: typeof schema.states.$inferSelect | null;
    } & Partial<{
      fines: EChallanPage['trafficFines'];
      cities: EChallanPage['cityList'];
      rtos: Awaited<ReturnType<typeof placesInState>>['rtoOffices'];
      stored: EChallanPage['faqList'];
      testimonials: EChallanPage['testimonials'];
    }>
  >;
}

const catalogCache = new WeakMap<Database, Map<string, CatalogPart>>();

function catalogPartOf(db: Database, stateSlug: string, now = Date.now()): CatalogPart['value'] {
  let byState = catalogCache.get(db);
  if (!byState) catalogCache.set(db, (byState = new Map()));
  const cached = byState.get(stateSlug);
  if (cached && now - cached.at < E_CHALLAN_CATALOG_CACHE_MS) return cached.value;
  const value = (async () => {
    const stateList = await listStates(db);
    const [state] = await db.select().from(schema.states).where(eq(schema.states.slug, stateSlug));
    if (!state) return { stateList, state: null };
    const [fines, { cities, rtoOffices: rtos }, stored, testimonials] = await Promise.all([
      fineScheduleFor(db, state.code),
      placesInState(db, state.code),
      storedFaqsFor(db, state.slug),
      challanTestimonials(db, TESTIMONIALS_SHOWN),
    ]);
    return { stateList, state, fines, cities, rtos, stored, testimonials };
  })();
  // A failed read is not cached.
  value.catch(() => byState.delete(stateSlug));
  byState.set(stateSlug, { at: now, value });
  return value;
}

/** Everything an "e-challan <State>" (or city) page shows, as the spec's page state. */
export async function eChallanPage(
  db: Database,
  stateSlug: string,
  citySlug?: string,
): Promise<EChallanPage> {
  const pageType = citySlug ? 'city' : 'state';
  const catalog = await catalogPartOf(db, stateSlug);
  const { stateList, state } = catalog;
  if (!state) return invalidPage(stateList, pageType, true);
  const cities = catalog.cities ?? [];
  const city = citySlug ? (cities.find((candidate) => candidate.slug === citySlug) ?? null) : null;
  if (citySlug && !city) {
    return { ...invalidPage(stateList, pageType, false), stateName: state.name };
  }

  const place = { stateName: state.name, stateCode: state.code, cityName: city?.name ?? null };
  const fines = catalog.fines ?? [];
  const rtos = catalog.rtos ?? [];
  // Live parts: what was paid through CarSetu.
  const [settledChallanCount, recent] = await Promise.all([
    settledCountInState(db, state.code),
    recentPaymentsInState(db, state.code, RECENT_TRANSACTIONS_SHOWN),
  ]);
  const placeName = city?.name ?? state.name;
  return {
    pageType,
    isInvalidState: false,
    isInvalidCity: false,
    stateName: state.name,
    details: {
      stateCode: state.code,
      stateSlug: state.slug,
      stateName: state.name,
      kind: state.kind,
      cityName: city?.name ?? null,
      citySlug: city?.slug ?? null,
      heading: `e-Challan ${placeName}: check and pay traffic challans online`,
      description: `Check pending traffic e-challans in ${placeName} by vehicle number, see ${state.name}'s fine list and pay online with a receipt.`,
    },
    stateList,
    faqList: [...faqsFor(place, fines), ...(catalog.stored ?? [])],
    trafficFines: fines,
    cmsContent: cmsContentFor(place),
    testimonials: catalog.testimonials ?? [],
    settledChallanCount,
    factsData: factsFor(place, fines, rtos.length, cities.length),
    regNumberList: rtos.map((rto) => ({
      code: rto.code,
      office: rto.name,
      sample: sampleRegistration(rto.code),
    })),
    recentTransaction: recent.map((row) => ({
      maskedRegNo: maskRegistrationNumber(row.registrationNumber),
      amountPaise: row.amountPaise,
      paidAt: row.paidAt.toISOString(),
    })),
    cityList: cities,
  };
}

/** Every state page and every city page under its state. */
export async function eChallanSitemap(db: Database) {
  const rows = await db
    .select({ stateSlug: schema.states.slug, citySlug: schema.cities.slug })
    .from(schema.states)
    .leftJoin(schema.cities, eq(schema.cities.stateCode, schema.states.code))
    .orderBy(asc(schema.states.slug), asc(schema.cities.slug));
  const pages: { stateSlug: string; citySlug: string | null }[] = [];
  let lastState: string | null = null;
  for (const row of rows) {
    if (row.stateSlug !== lastState) pages.push({ stateSlug: row.stateSlug, citySlug: null });
    lastState = row.stateSlug;
    if (row.citySlug) pages.push({ stateSlug: row.stateSlug, citySlug: row.citySlug });
  }
  return pages;
}
