import type { ListingDetail, ListingSearchResponse } from '@carsetu/contracts';
import { sql } from '@carsetu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalog, createListing } from '../inventory/inventory.fixtures';
import {
  demoRegistrationNumber,
  judgePapers,
  PAPER_CHECKS_TTL_MS,
  type PaperFacts,
} from './paper-checks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NOW = new Date('2026-11-24T06:30:00Z');
const clean: PaperFacts = {
  registrationNumber: 'MH12AB1234',
  pendingChallans: 0,
  insuranceUpto: '2027-03-01',
  pucUpto: '2026-11-24', // the last valid day is still valid
  financer: null,
  checkedAt: NOW.toISOString(),
};

describe('clean-papers rules', () => {
  it('is clean when every check passes, electric cars needing no PUC', () => {
    expect(judgePapers(clean, NOW).clean).toBe(true);
    expect(judgePapers({ ...clean, pucUpto: null }, NOW)).toMatchObject({
      clean: true,
      checks: expect.arrayContaining([
        expect.objectContaining({
          key: 'puc',
          passed: true,
          detail: 'Not needed for an electric car',
        }),
      ]),
    });
  });

  it.each([
    ['challans', { pendingChallans: 2 }, '2 pending challans'],
    ['insurance', { insuranceUpto: '2026-11-23' }, 'Expired on 23 Nov 2026'],
    ['puc', { pucUpto: '2026-11-01' }, 'Expired on 1 Nov 2026'],
    ['hypothecation', { financer: 'HDFC Bank' }, 'Hypothecated to HDFC Bank'],
  ] as const)('a failing %s check takes the badge away', (key, change, detail) => {
    const judged = judgePapers({ ...clean, ...change }, NOW);
    expect(judged.clean).toBe(false);
    expect(judged.checks.filter((check) => !check.passed)).toEqual([
      expect.objectContaining({ key, detail }),
    ]);
  });

  it('gives a demo car a stable number plate in its RTO series', () => {
    expect(demoRegistrationNumber('MH12', 42)).toBe(demoRegistrationNumber('MH12', 42));
    expect(demoRegistrationNumber('MH12', 42)).toMatch(/^MH12[A-Z]{2}\d{4}$/);
    expect(demoRegistrationNumber('MH12', 43)).not.toBe(demoRegistrationNumber('MH12', 42));
  });
});

describe('clean-papers badge on the car page and cards', () => {
  const carPage = async (id: number): Promise<ListingDetail> => {
    const response = await t.app.inject({ url: `/api/consumer/inventory/v1/listings/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  /** Caches registry answers for a car as if it had just been checked. */
  async function cache(
    listingId: number,
    rto: string,
    facts: Partial<PaperFacts>,
    at = new Date(),
  ) {
    const f = { ...clean, insuranceUpto: '2099-01-01', pucUpto: '2099-01-01', ...facts };
    await t.database.exec(`
      insert into listing_paper_checks (listing_id, registration_number, pending_challans,
                                        insurance_upto, puc_upto, financer, checked_at)
      values (${listingId}, '${demoRegistrationNumber(rto, listingId)}', ${f.pendingChallans},
              '${f.insuranceUpto}', ${f.pucUpto === null ? 'null' : `'${f.pucUpto}'`},
              ${f.financer === null ? 'null' : `'${f.financer}'`}, '${at.toISOString()}')
      on conflict (listing_id) do update set pending_challans = excluded.pending_challans,
        insurance_upto = excluded.insurance_upto, puc_upto = excluded.puc_upto,
        financer = excluded.financer, checked_at = excluded.checked_at`);
  }

  it('asks the registries once, caches the answers and lists the four checks', async () => {
    const catalog = await createCatalog(t.app.db);
    const car = await createListing(t.app.db, catalog);
    const page = await carPage(car.id);
    expect(page.paperChecks?.checks.map((check) => check.key)).toEqual([
      'challans',
      'insurance',
      'puc',
      'hypothecation',
    ]);
    expect(page.cleanPapers).toBe(page.paperChecks?.clean);
    const cached = await queryRows<{ registration_number: string }>(
      t.app.db,
      sql`select registration_number from listing_paper_checks where listing_id = ${car.id}`,
    );
    expect(cached).toEqual([{ registration_number: demoRegistrationNumber('MH12', car.id) }]);
  });

  it('shows the badge from the cache, and each failing check removes it', async () => {
    const catalog = await createCatalog(t.app.db);
    const car = await createListing(t.app.db, catalog);
    await cache(car.id, 'MH12', {});
    expect((await carPage(car.id)).cleanPapers).toBe(true);
    const search = await t.app.inject({
      url: `/api/consumer/inventory/v1/listings?storeCityId=${catalog.cityId}`,
    });
    expect((search.json() as ListingSearchResponse).items[0]).toMatchObject({
      id: car.id,
      cleanPapers: true,
    });
    for (const failing of [
      { pendingChallans: 1 },
      { insuranceUpto: '2020-01-01' },
      { pucUpto: '2020-01-01' },
      { financer: 'Axis Bank' },
    ]) {
      await cache(car.id, 'MH12', failing);
      const page = await carPage(car.id);
      expect(page.cleanPapers, JSON.stringify(failing)).toBe(false);
      expect(page.paperChecks?.clean).toBe(false);
    }
  });

  it('asks the registries again once the cached answers are older than a day', async () => {
    const catalog = await createCatalog(t.app.db);
    const car = await createListing(t.app.db, catalog);
    const stale = new Date(Date.now() - PAPER_CHECKS_TTL_MS - 60_000);
    await cache(car.id, 'MH12', { financer: 'Stale Bank' }, stale);
    const page = await carPage(car.id);
    expect(
      page.paperChecks?.checks.find((check) => check.key === 'hypothecation')?.detail,
    ).not.toContain('Stale Bank');
    expect(new Date(page.paperChecks!.checkedAt).getTime()).toBeGreaterThan(stale.getTime());
  });
});
