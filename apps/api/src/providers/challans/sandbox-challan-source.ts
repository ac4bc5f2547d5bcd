import { createRandom } from '@carsetu/contracts';
import { createHash } from 'node:crypto';
import type {
  ChallanContext,
  ChallanSource,
  SourceChallan,
  SourceHypothecation,
  SourceValidity,
  SourceVehicle,
} from './challan-source';

/** Offences a car driver typically gets an e-challan for, with how often (relative weight). */
const COMMON_OFFENCES: { key: string; weight: number }[] = [
  { key: 'over-speeding-lmv', weight: 5 },
  { key: 'dangerous-driving', weight: 4 },
  { key: 'no-seat-belt', weight: 4 },
  { key: 'road-regulations', weight: 4 },
  { key: 'general', weight: 2 },
  { key: 'pollution', weight: 1 },
  { key: 'no-insurance', weight: 1 },
];

const SPOTS = [
  'MG Road Junction',
  'Station Road Signal',
  'Ring Road Flyover',
  'Bus Stand Circle',
  'Highway Toll Plaza',
  'Market Chowk',
  'Airport Road',
  'Collector Office Signal',
];

const CARS: { make: string; model: string; fuel: string }[] = [
  { make: 'Maruti Suzuki', model: 'Swift', fuel: 'Petrol' },
  { make: 'Maruti Suzuki', model: 'Baleno', fuel: 'Petrol' },
  { make: 'Maruti Suzuki', model: 'Ertiga', fuel: 'CNG' },
  { make: 'Hyundai', model: 'Creta', fuel: 'Diesel' },
  { make: 'Hyundai', model: 'i20', fuel: 'Petrol' },
  { make: 'Tata', model: 'Nexon', fuel: 'Electric' },
  { make: 'Tata', model: 'Tiago', fuel: 'Petrol' },
  { make: 'Mahindra', model: 'XUV700', fuel: 'Diesel' },
  { make: 'Honda', model: 'City', fuel: 'Petrol' },
  { make: 'Toyota', model: 'Innova Crysta', fuel: 'Diesel' },
  { make: 'Kia', model: 'Seltos', fuel: 'Petrol' },
];

const FIRST_NAMES = [
  'Rahul',
  'Priya',
  'Amit',
  'Sneha',
  'Vikram',
  'Ananya',
  'Arjun',
  'Kavya',
  'Suresh',
  'Meera',
];
const LAST_NAMES = [
  'Sharma',
  'Patel',
  'Reddy',
  'Iyer',
  'Singh',
  'Nair',
  'Kulkarni',
  'Das',
  'Gupta',
  'Menon',
];

/** The shared seeded PRNG, seeded from the registration number: the same vehicle, the same answer. */
function rngFor(seedText: string): () => number {
  const random = createRandom(createHash('sha256').update(seedText).digest().readUInt32BE(0));
  return () => random.next();
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

function pickWeighted(random: () => number, keys: string[]): string {
  const offences = COMMON_OFFENCES.filter((offence) => keys.includes(offence.key));
  const total = offences.reduce((sum, offence) => sum + offence.weight, 0);
  let roll = random() * total;
  for (const offence of offences) {
    roll -= offence.weight;
    if (roll < 0) return offence.key;
  }
  return offences[0]?.key ?? keys[0]!;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lenders the sandbox names on a financed RC. */
const FINANCERS = [
  'HDFC Bank',
  'ICICI Bank',
  'State Bank of India',
  'Axis Bank',
  'Mahindra Finance',
  'Bajaj Finance',
];
/** Share of sandbox vehicles whose RC still names a lender. */
const SANDBOX_FINANCED_SHARE = 0.15;

/** How far back the sandbox's validity dates may lie: about one vehicle in eight has lapsed. */
const SANDBOX_LAPSE_WINDOW_DAYS = 45;
/** PUC certificates: a year for vehicles registered from 2020 (BS-VI), six months before. */
const PUC_PERIOD_DAYS = { bsVi: 365, older: 182 } as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first `anchor + k × period` (k ≥ 0) on or after `from` (all in UTC day milliseconds). */
function nextOnOrAfter(anchorMs: number, periodDays: number, fromMs: number): number {
  const periodMs = periodDays * DAY_MS;
  if (anchorMs >= fromMs) return anchorMs;
  return anchorMs + Math.ceil((fromMs - anchorMs) / periodMs) * periodMs;
}

/**
 * SANDBOX: invented but plausible vehicles and challans, deterministic per registration number
 * (seeded by a hash of it). Fines come from the state's schedule passed in the context.
 * Roughly one vehicle in five has no challans.
 */
export class SandboxChallanSource implements ChallanSource {
  readonly name = 'sandbox';

  async fetchVehicle(registrationNumber: string): Promise<SourceVehicle> {
    const random = rngFor(`vehicle:${registrationNumber}`);
    const car = pick(random, CARS);
    const bharat = /^([0-9]{2})BH/.exec(registrationNumber);
    const year = bharat ? 2000 + Number(bharat[1]) : 2010 + Math.floor(random() * 14);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    return {
      registrationNumber,
      make: car.make,
      model: car.model,
      fuelType: car.fuel,
      registrationDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      ownerName: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
      ownerPhone: `9${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
    };
  }

  /**
   * Insurance renews yearly around the registration date and PUC every year (BS-VI) or six
   * months from a day drawn per vehicle; each last valid day is the next renewal on or after
   * today minus SANDBOX_LAPSE_WINDOW_DAYS, so some vehicles show lapsed or soon-expiring cover.
   * Deterministic per registration number and day.
   */
  async fetchValidity(registrationNumber: string, now: Date): Promise<SourceValidity> {
    const vehicle = await this.fetchVehicle(registrationNumber);
    const random = rngFor(`validity:${registrationNumber}`);
    const registeredMs = Date.parse(`${vehicle.registrationDate}T00:00:00Z`);
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const from = today - SANDBOX_LAPSE_WINDOW_DAYS * DAY_MS;
    // A policy runs from the purchase day to the day before its anniversary.
    const insuranceShift = Math.floor(random() * 20) * DAY_MS;
    const insuranceUpto = nextOnOrAfter(registeredMs + insuranceShift - DAY_MS, 365, from);
    const pucPeriod =
      Number(vehicle.registrationDate.slice(0, 4)) >= 2020
        ? PUC_PERIOD_DAYS.bsVi
        : PUC_PERIOD_DAYS.older;
    const pucAnchor = registeredMs + Math.floor(random() * pucPeriod) * DAY_MS;
    return {
      insuranceUpto: isoDay(insuranceUpto),
      pucUpto:
        vehicle.fuelType === 'Electric' ? null : isoDay(nextOnOrAfter(pucAnchor, pucPeriod, from)),
    };
  }

  /** About one vehicle in seven is still hypothecated; deterministic per registration number. */
  async fetchHypothecation(registrationNumber: string): Promise<SourceHypothecation> {
    const random = rngFor(`hypothecation:${registrationNumber}`);
    return { financer: random() < SANDBOX_FINANCED_SHARE ? pick(random, FINANCERS) : null };
  }

  async fetchChallans(
    registrationNumber: string,
    context: ChallanContext,
  ): Promise<SourceChallan[]> {
    const random = rngFor(`challans:${registrationNumber}`);
    const roll = random();
    const count = roll < 0.2 ? 0 : 1 + Math.floor(random() * 4);
    const keys = context.schedule.map((fine) => fine.offenceKey);
    const digits = createHash('sha256')
      .update(registrationNumber)
      .digest('hex')
      .replace(/[a-f]/g, '');
    const challans: SourceChallan[] = [];
    const today = Date.UTC(
      context.now.getUTCFullYear(),
      context.now.getUTCMonth(),
      context.now.getUTCDate(),
    );
    for (let index = 0; index < count; index++) {
      const offenceKey = pickWeighted(random, keys);
      const fine = context.schedule.find((entry) => entry.offenceKey === offenceKey)!;
      // The first challan is always recent (payable) so most lookups have something to pay.
      const ageDays = index === 0 ? 3 + Math.floor(random() * 40) : 3 + Math.floor(random() * 180);
      const statusRoll = random();
      const status: SourceChallan['status'] =
        index === 0
          ? 'pending'
          : statusRoll < 0.15
            ? 'paid'
            : statusRoll < 0.3
              ? 'virtual-court'
              : 'pending';
      challans.push({
        challanNumber: `${registrationNumber.slice(0, 2)}${(digits + '0000000000').slice(0, 10)}${index}`,
        registrationNumber,
        offenceKey,
        offence: fine.title,
        section: fine.section,
        place: `${pick(random, SPOTS)}, ${pick(random, context.places)}`,
        offenceAt: new Date(
          today - ageDays * DAY_MS + Math.floor(random() * 14 + 7) * 60 * 60 * 1000,
        ),
        finePaise: fine.finePaise,
        status,
      });
    }
    return challans;
  }
}
