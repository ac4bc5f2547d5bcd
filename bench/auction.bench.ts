import { randomBytes } from 'node:crypto';
import { buildApp } from '@carsetu/api';
import { migrate, openDatabase, sql } from '@carsetu/db';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { testConfig } from '../apps/api/src/config/env';
import { grantRole } from '../apps/api/src/modules/identity';
import { createSession } from '../apps/api/src/modules/identity/session.service';
import { encodePhoto } from '../apps/api/src/modules/sell/inspection/photo-processing';
import { queryRows } from '../apps/api/src/lib/sql-rows';
import { createCatalog } from '../apps/api/src/modules/inventory/inventory.fixtures';
import { round, timeIt, percentile, type BenchRow, type BenchSuite } from './harness';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BIDDERS = 200;
const DEALERS = 20;
const DURATION_SECONDS = 10;
/** Issue 9's goal: accepted bids per second at 200 concurrent bidders on PostgreSQL. */
const GOAL_BIDS_PER_SECOND = 1_000;

/**
 * Bids per second through real HTTP on PostgreSQL: 200 connections from 20 dealers bid on one
 * live auction for 10 s, each bid a step above the last one sent (so bids that arrive out of
 * order are refused with 422, as in a real auction). Then the stored rows are checked: every
 * accepted bid is stored (zero lost) and the best equals the highest accepted. Beside it,
 * GET /healthz over the same connections as the baseline; and photo processing time per image.
 */
export const auctionBench: BenchSuite = {
  name: 'auction',
  async run(): Promise<BenchRow[]> {
    const name = `carsetu_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const database = await openDatabase({ databaseUrl, poolMax: 20 });
    await migrate(database);
    const app = await buildApp({ database, config: testConfig({ databaseUrl }) });
    try {
      const now = new Date();
      const catalog = await createCatalog(database.db);
      const city = { id: catalog.cityId };
      const dealers: string[] = [];
      for (let index = 0; index < DEALERS; index++) {
        const phone = `98${String(10_000_000 + index).slice(-8)}`;
        const member = await grantRole(
          database.db,
          { phone, role: 'dealer', cityId: city.id },
          null,
          now,
        );
        dealers.push((await createSession(database.db, member.userId, now)).token);
      }
      const [seller] = await queryRows<{ id: string }>(
        database.db,
        sql`insert into users (phone) values ('9700000001') returning id`,
      );
      const [appointment] = await queryRows<{ id: string }>(
        database.db,
        sql`insert into sell_appointments (token, user_id, phone, registration_number, make_id, model_id, variant_id, year, km_driven,
              owners, city_id, indicative_price_paise, low_paise, high_paise, inspection_mode, address, pincode, slot_start, status)
            values (${randomBytes(24).toString('base64url')}, ${seller!.id}, '9700000001', 'MH12AB1234', ${catalog.makeId}, ${catalog.modelId}, ${catalog.variantId}, 2019, 40000, 1,
              ${city.id}, 50000000, 45000000, 55000000, 'home', 'Baner', '411045', ${now}, 'completed') returning id`,
      );
      const [auction] = await queryRows<{ id: string }>(
        database.db,
        sql`insert into auctions (appointment_id, city_id, round, status, reserve_paise, start_price_paise, min_increment_paise, starts_at, ends_at)
            values (${appointment!.id}, ${city.id}, 1, 'live', 50000000, 40000000, 100, ${now}, ${new Date(now.getTime() + 3_600_000)})
            returning id`,
      );
      const address = await app.listen({ host: '127.0.0.1', port: 0 });

      const baseline = await autocannon({
        url: `${address}/healthz`,
        connections: BIDDERS,
        duration: DURATION_SECONDS / 2,
      });
      // Amounts rise by ₹1 per request sent; the auction's increment is ₹1 (100 paise) here so
      // that a refusal means "overtaken in flight", not "increment too small".
      let sent = 0;
      let accepted = 0;
      let refused = 0;
      const acceptedAmounts: number[] = [];
      const instance = autocannon({
        url: address,
        connections: BIDDERS,
        duration: DURATION_SECONDS,
        requests: [
          {
            method: 'POST',
            path: `/api/consumer/api/v1/dealer/auctions/${auction!.id}/bids`,
            setupRequest: (request) => {
              sent += 1;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${dealers[sent % DEALERS]}`,
                },
                body: JSON.stringify({ amountRupees: 400_000 + sent }),
              };
            },
            onResponse: (statusCode: number, body: string) => {
              if (statusCode === 201) {
                accepted += 1;
                acceptedAmounts.push(
                  (JSON.parse(body) as { data: { bestBidPaise: number } }).data.bestBidPaise,
                );
              } else refused += 1;
            },
          },
        ],
      });
      const result = await instance;
      // Let the bids still in flight at the deadline finish before reading the rows.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      // autocannon stops counting at the deadline while the server finishes bids in flight, so
      // the check is per bid: every acknowledged amount must be a stored row.
      const storedRows = await queryRows<{ amount_paise: string }>(
        database.db,
        sql`select amount_paise from auction_bids where auction_id = ${auction!.id}`,
      );
      const storedAmounts = new Set(storedRows.map((row) => Number(row.amount_paise)));
      const lost = acceptedAmounts.filter((amount) => !storedAmounts.has(amount)).length;
      const [stored] = await queryRows<{ count: number; best: string }>(
        database.db,
        sql`select bid_count as count, best_bid_paise as best from auctions where id = ${auction!.id}`,
      );
      const bestIsHighest =
        Number(stored!.best) === Math.max(...storedAmounts) &&
        Number(stored!.count) === storedAmounts.size;
      const bidsPerSecond = accepted / DURATION_SECONDS;

      const photo = await sharp({
        create: { width: 4000, height: 3000, channels: 3, background: '#789' },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      const photoTimes = await timeIt(() => encodePhoto(photo), 10, 2);
      return [
        {
          suite: 'auction',
          name: 'GET /healthz, 200 connections (baseline)',
          figures: { rps: round(baseline.requests.average, 0), p99Ms: baseline.latency.p99 },
        },
        {
          suite: 'auction',
          name: `bids on one auction, ${BIDDERS} concurrent bidders, PostgreSQL`,
          figures: {
            acceptedBidsPerSecond: round(bidsPerSecond, 0),
            goal: `>= ${GOAL_BIDS_PER_SECOND}/s`,
            requestsPerSecond: round(result.requests.average, 0),
            refusedOvertaken: refused,
            p99Ms: result.latency.p99,
            lostBids: lost,
            bestIsHighest: String(bestIsHighest),
            ratioToHealthz: round(result.requests.average / baseline.requests.average, 3),
          },
          note: lost === 0 ? 'every accepted bid stored' : `${lost} accepted bids missing`,
        },
        {
          suite: 'auction',
          name: 'photo re-encode, 12 MP JPEG → WebP at 320/640/1280',
          figures: {
            p50Ms: round(percentile(photoTimes, 50), 1),
            p95Ms: round(percentile(photoTimes, 95), 1),
          },
        },
      ];
    } finally {
      await app.close();
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  },
};
