import { sql } from 'drizzle-orm';
import { activeBanners, challanFineSchedules } from '../schema/challans';
import type { SeedStep } from './index';

/**
 * State compounding amounts that differ from the central MV Act schedule. Only notifications we
 * hold as facts are listed; every other offence and state uses the central fines
 * (docs/decisions/0042-state-fine-schedules.md). Amounts in rupees.
 */
const STATE_FINE_OVERRIDES: {
  stateCode: string;
  notification: string;
  fines: { offenceKey: string; section: string; title: string; rupees: number }[];
}[] = [
  {
    stateCode: 'GJ',
    notification: 'Gujarat government notification of reduced compounding fees, September 2019',
    fines: [
      { offenceKey: 'no-helmet', section: '194D', title: 'Riding without a helmet', rupees: 500 },
      {
        offenceKey: 'no-seat-belt',
        section: '194B(1)',
        title: 'Driving without a seat belt',
        rupees: 500,
      },
      {
        offenceKey: 'no-licence',
        section: '181',
        title: 'Driving without a licence',
        rupees: 2000,
      },
    ],
  },
];

/** The banner the challan page shows in its 'top' slot (GET /api/v1/challan/active-banner/top). */
const BANNERS = [
  {
    context: 'challan',
    name: 'top',
    title: 'Pay up to 10 challans in one go',
    body: 'Select the pending challans on your vehicle, pay once by UPI, card or net banking and download one receipt.',
    ctaLabel: null,
    ctaUrl: null,
    startsAt: new Date('2026-01-01T00:00:00+05:30'),
    endsAt: null,
  },
];

export const challansSeedStep: SeedStep = {
  name: 'challans',
  async run(handle) {
    const { db } = handle;
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(challanFineSchedules);
    if ((row?.count ?? 0) > 0) return;
    await db.insert(challanFineSchedules).values(
      STATE_FINE_OVERRIDES.flatMap((state) =>
        state.fines.map((fine) => ({
          stateCode: state.stateCode,
          offenceKey: fine.offenceKey,
          section: fine.section,
          title: fine.title,
          finePaise: fine.rupees * 100,
          repeatFinePaise: null,
          notification: state.notification,
        })),
      ),
    );
    await db.insert(activeBanners).values(BANNERS).onConflictDoNothing();
  },
};
