import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One offence of the central Motor Vehicles (Amendment) Act 2019 schedule, in paise. */
export interface CentralFine {
  offenceKey: string;
  section: string;
  title: string;
  finePaise: number;
  repeatFinePaise: number | null;
}

interface FinesFile {
  offences: { key: string; section: string; title: string; first: number; repeat?: number }[];
}

// The shared facts file (copied into the seed data); read once at start-up.
const FINES_FILE = fileURLToPath(
  new URL('../../../../../packages/db/src/seed/data/traffic-fines.json', import.meta.url),
);

let cached: CentralFine[] | undefined;

/** The central schedule: the fallback for every offence a state has not notified its own fine for. */
export function centralFines(): CentralFine[] {
  cached ??= (JSON.parse(readFileSync(FINES_FILE, 'utf8')) as FinesFile).offences.map(
    (offence) => ({
      offenceKey: offence.key,
      section: offence.section,
      title: offence.title,
      finePaise: offence.first * 100,
      repeatFinePaise: offence.repeat === undefined ? null : offence.repeat * 100,
    }),
  );
  return cached;
}
