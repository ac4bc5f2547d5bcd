import { createRandom } from '@carsetu/contracts';
import { createHash } from 'node:crypto';
import type {
  ServiceHistorySource,
  ServiceHistoryVehicle,
  SourceServiceVisit,
} from './service-history-source';

/** The makes the sandbox "covers": the registry sandbox's makes (challan-source sandbox). */
const COVERED_BRANDS = ['Honda', 'Hyundai', 'Kia', 'Mahindra', 'Maruti Suzuki', 'Tata', 'Toyota'];

const WORKSHOP_SUFFIXES = ['Motors', 'Auto Works', 'Car Care', 'Service Centre', 'Automobiles'];
const WORKSHOP_NAMES = ['Sai', 'Ganesh', 'Shree', 'Royal', 'Prime', 'Metro', 'Highway', 'City'];
const CITIES = ['Pune', 'Mumbai', 'Bengaluru', 'New Delhi', 'Gurgaon', 'Hyderabad', 'Chennai'];

/** Each periodic service does the routine jobs plus, by wear, some of these. */
const ROUTINE = ['Periodic service', 'Engine oil change', 'Oil filter replaced'];
const EXTRA_JOBS: { work: string; part: string }[] = [
  { work: 'Air filter replaced', part: 'Air filter' },
  { work: 'Cabin filter replaced', part: 'Cabin AC filter' },
  { work: 'Brake pads replaced', part: 'Front brake pads' },
  { work: 'Wheel alignment and balancing', part: 'Wheel balancing weights' },
  { work: 'Battery replaced', part: 'Battery 12V 35Ah' },
  { work: 'Clutch plate replaced', part: 'Clutch plate set' },
  { work: 'Spark plugs replaced', part: 'Spark plug set' },
  { work: 'Coolant flushed', part: 'Coolant 1L' },
  { work: 'Wiper blades replaced', part: 'Wiper blade pair' },
];

/** Share of sandbox vehicles with no records at all, and with a rolled-back odometer. */
const NO_RECORDS_SHARE = 0.1;
const ROLLBACK_SHARE = 0.2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shared seeded PRNG, seeded from the registration number: the same vehicle, the same answer. */
function rngFor(seedText: string): () => number {
  const random = createRandom(createHash('sha256').update(seedText).digest().readUInt32BE(0));
  return () => random.next();
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * SANDBOX: invented but plausible workshop visits, deterministic per registration number. A
 * visit roughly every 9 to 14 months at 6,000 to 14,000 km apart, starting about a year after
 * registration. About one vehicle in five has a rollback: from some visit on, the readings restart
 * lower (the way a tampered cluster shows up in real histories).
 */
export class SandboxServiceHistorySource implements ServiceHistorySource {
  readonly name = 'sandbox';

  coveredBrands(): string[] {
    return [...COVERED_BRANDS];
  }

  async fetchVisits(vehicle: ServiceHistoryVehicle, now: Date): Promise<SourceServiceVisit[]> {
    const random = rngFor(`service-history:${vehicle.registrationNumber}`);
    if (random() < NO_RECORDS_SHARE) return [];
    const hasRollback = random() < ROLLBACK_SHARE;
    const city = pick(random, CITIES);
    const dealer = `${vehicle.make} ${pick(random, WORKSHOP_NAMES)} ${pick(random, WORKSHOP_SUFFIXES)}`;
    const local = `${pick(random, WORKSHOP_NAMES)} ${pick(random, WORKSHOP_SUFFIXES)}`;

    const visits: SourceServiceVisit[] = [];
    let at = Date.parse(`${vehicle.registrationDate}T00:00:00Z`) + (300 + random() * 120) * DAY_MS;
    let odometer = 0;
    while (at < now.getTime()) {
      odometer += 6_000 + Math.floor(random() * 8_000);
      const extras = EXTRA_JOBS.filter(() => random() < 0.25);
      visits.push({
        date: isoDate(at),
        odometerKm: odometer,
        // Cars leave the dealer network after the warranty years, as they do in life.
        workshop: visits.length < 3 || random() < 0.5 ? dealer : local,
        city,
        workDone: [...ROUTINE, ...extras.map((job) => job.work)],
        parts: ['Engine oil 3.5L', 'Oil filter', ...extras.map((job) => job.part)],
      });
      at += (270 + random() * 150) * DAY_MS;
    }
    if (hasRollback && visits.length >= 3) {
      const from = 1 + Math.floor(random() * (visits.length - 1));
      // The first tampered reading shows 60% of the one before it; later ones keep climbing.
      const cut = visits[from]!.odometerKm - Math.round(visits[from - 1]!.odometerKm * 0.6);
      for (const visit of visits.slice(from)) visit.odometerKm -= cut;
    }
    return visits;
  }
}
