import { INSPECTION_CHECKPOINTS } from '@carsetu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createSaleWorld,
  inspectAndSubmit,
  inspectionUrl,
  staff,
  testJpeg,
} from './sale.test-helpers';
import { CONSUMER } from './sell.test-helpers';

const istDate = (iso: string) =>
  new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);

describe('sell part 2: inspection, offer, auction, acceptance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('assigns the city inspector at booking and shows it on the timeline', async () => {
    const world = await createSaleWorld(t.app);
    const status = await get(`${CONSUMER}/api/v1/appointment/token/${world.token}/login-data`);
    expect(status.statusCode, status.body).toBe(200);
    const data = status.json().data;
    expect(data.stage).toBe('inspector_assigned');
    expect(data.inspector).toEqual({ name: 'Ravi Inspector' });
    expect(data.timeline.slice(0, 3).map((step: { done: boolean }) => step.done)).toEqual([
      true,
      true,
      false,
    ]);
    // Before the inspection there is no offer to quote.
    const direct = await get(
      `${CONSUMER}/api/v1/appointment/token/${world.token}/direct-ocb-price`,
    );
    expect(direct.statusCode).toBe(409);
    const breakup = await get(`${CONSUMER}/api/v2/appointment/token/${world.token}/price/breakup`);
    expect(breakup.json().data).toMatchObject({ isEstimate: true, offerPaise: null });
  });

  it('lists the appointment on the inspector day list and refuses other roles', async () => {
    const world = await createSaleWorld(t.app);
    const appointment = (await get(`${CONSUMER}/api/v5/appointment/token/${world.token}`)).json()
      .data;
    const url = `${CONSUMER}/api/v1/inspector/appointments?date=${istDate(appointment.slotStart)}`;
    const day = await get(url, world.inspector.headers);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().data).toContainEqual(
      expect.objectContaining({
        appointmentId: world.appointmentId,
        assignedToYou: true,
        inspectionStatus: 'not_started',
      }),
    );
    expect((await get(url)).statusCode).toBe(401);
    const dealerTry = await get(url, world.dealerA.headers);
    expect(dealerTry.statusCode).toBe(403);
    expect(dealerTry.json().error.message).toBe('You need the inspector role for this.');
    // Another inspector of the same city cannot take an assigned appointment.
    const other = await staff(t.app, 'inspector', world.cityId);
    expect((await post(inspectionUrl(world.appointmentId), {}, other.headers)).statusCode).toBe(
      403,
    );
  });

  it('saves drafts by revision, checks photos and refuses an incomplete submit', async () => {
    const world = await createSaleWorld(t.app);
    const url = inspectionUrl(world.appointmentId);
    const headers = world.inspector.headers;
    const started = await post(url, {}, headers);
    expect(started.json().data).toMatchObject({ status: 'draft', revision: 0 });
    const first = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: {
        revision: 0,
        answers: { 'engine.battery': { rating: 'poor', note: 'Weak crank' } },
      },
    });
    expect(first.json().data.revision).toBe(1);
    // A second device still on revision 0 must not overwrite.
    const stale = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { revision: 0, answers: { 'engine.battery': { rating: 'good' } } },
    });
    expect(stale.statusCode).toBe(409);
    const merged = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { revision: 1, answers: { 'tyres.spare-tyre': { rating: 'good' } } },
    });
    expect(merged.json().data.answers).toEqual({
      'engine.battery': { rating: 'poor', note: 'Weak crank' },
      'tyres.spare-tyre': { rating: 'good' },
    });
    const unknown = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { revision: 2, answers: { 'engine.warp-drive': { rating: 'good' } } },
    });
    expect(unknown.statusCode).toBe(400);

    const notImage = await t.app.inject({
      method: 'POST',
      url: `${url}/photos?kind=odometer`,
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload: Buffer.from('%PDF-1.7 this is not a photo at all'),
    });
    expect(notImage.statusCode).toBe(415);
    const oversize = await t.app.inject({
      method: 'POST',
      url: `${url}/photos?kind=odometer`,
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload: Buffer.alloc(10 * 1024 * 1024 + 2048, 0xff),
    });
    expect(oversize.statusCode).toBe(413);
    const photo = await t.app.inject({
      method: 'POST',
      url: `${url}/photos?kind=odometer`,
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload: await testJpeg(1600, 1200),
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const sources = photo.json().data.sources as { width: number; url: string }[];
    expect(sources.map((source) => source.width)).toEqual([320, 640, 1280]);
    const served = await get(sources[0]!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const view = (await get(url, headers)).json().data;
    expect(view.photos).toHaveLength(1); // the refused uploads left no row

    const incomplete = await post(`${url}/submit`, {}, headers);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.message).toBe(
      `Rate every checkpoint before submitting: ${INSPECTION_CHECKPOINTS.length - 2} still to rate.`,
    );
  });

  it('submits, reconciles the offer with findings and photos, and opens the auction', async () => {
    const world = await createSaleWorld(t.app);
    const declared = 42_000;
    await inspectAndSubmit(t.app, world, declared + 5_400);
    const report = await get(`${CONSUMER}/api/v1/appointment/token/${world.token}/inspection-data`);
    expect(report.statusCode, report.body).toBe(200);
    const { offer, areas, photos } = report.json().data;
    expect(areas).toHaveLength(8);
    expect(areas.flatMap((area: { checkpoints: unknown[] }) => area.checkpoints)).toHaveLength(
      INSPECTION_CHECKPOINTS.length,
    );
    expect(photos.map((photo: { kind: string }) => photo.kind).sort()).toEqual(['odometer', 'vin']);
    const keys = offer.deductions
      .map((item: { checkpointKey: string }) => item.checkpointKey)
      .sort();
    expect(keys).toEqual(['exterior.front-bumper', 'odometer', 'tyres.front-left-tyre']);
    const bumper = offer.deductions.find(
      (item: { checkpointKey: string }) => item.checkpointKey === 'exterior.front-bumper',
    );
    expect(bumper.photo.sources[0].url).toMatch(/^\/api\/consumer\/api\/v1\/inspection-photos\//);
    expect(offer.offerPaise).toBeLessThanOrEqual(offer.estimatePaise - offer.totalDeductionPaise);
    expect(offer.offerPaise % 1_000_00).toBe(0);

    const token = world.token;
    const breakup = (
      await get(`${CONSUMER}/api/v2/appointment/token/${token}/price/breakup?expectedPrice=700000`)
    ).json().data;
    expect(breakup).toMatchObject({
      isEstimate: false,
      offerPaise: offer.offerPaise,
      netPayablePaise: offer.offerPaise,
      gapPaise: 700000_00 - offer.offerPaise,
    });
    const direct = await get(`${CONSUMER}/api/v1/appointment/token/${token}/direct-ocb-price`);
    expect(direct.json().data.offerPaise).toBe(offer.offerPaise);
    const guaranteed = await get(`${CONSUMER}/api/v1/appointment/token/${token}/gs-ocb-price`);
    expect(guaranteed.json().data).toEqual({ pricePaise: offer.offerPaise, source: 'offer' });

    const status = (
      await get(`${CONSUMER}/api/v1/appointment/token/${world.token}/login-data`)
    ).json().data;
    expect(status.stage).toBe('auction_live');
    expect(status.price.offerPaise).toBe(offer.offerPaise);
    expect(status.price.auction.status).toBe('live');
    // Submitted once only.
    expect(
      (await post(`${inspectionUrl(world.appointmentId)}/submit`, {}, world.inspector.headers))
        .statusCode,
    ).toBe(409);
  });

  it('takes bids above the increment, hides other cities, and lets the seller accept the best', async () => {
    const world = await createSaleWorld(t.app);
    const auction = await inspectAndSubmit(t.app, world);
    const bids = `${CONSUMER}/api/v1/dealer/auctions/${auction.id}/bids`;
    const rupees = (paise: number) => paise / 100;
    const start = rupees(auction.minimumNextBidPaise);

    const low = await post(bids, { amountRupees: start - 1000 }, world.dealerA.headers);
    expect(low.statusCode).toBe(422);
    expect(low.json().error.message).toBe(
      `Your bid must be at least ₹ ${start.toLocaleString('en-IN')}.`,
    );
    expect(
      (await post(bids, { amountRupees: start }, world.otherCityDealer.headers)).statusCode,
    ).toBe(404);
    expect(
      (await get(`${CONSUMER}/api/v1/dealer/auctions/${auction.id}`, world.otherCityDealer.headers))
        .statusCode,
    ).toBe(404);
    expect((await post(bids, { amountRupees: start }, world.seller.headers)).statusCode).toBe(403);

    expect((await post(bids, { amountRupees: start }, world.dealerA.headers)).statusCode).toBe(201);
    const tooSmallStep = await post(
      bids,
      { amountRupees: start + rupees(auction.minIncrementPaise) - 500 },
      world.dealerB.headers,
    );
    expect(tooSmallStep.statusCode).toBe(422);
    const best = start + rupees(auction.minIncrementPaise) * 2;
    expect((await post(bids, { amountRupees: best }, world.dealerB.headers)).statusCode).toBe(201);

    const dealerView = (
      await get(`${CONSUMER}/api/v1/dealer/auctions/${auction.id}`, world.dealerB.headers)
    ).json().data;
    expect(dealerView.auction).toMatchObject({
      bestBidPaise: best * 100,
      youLead: true,
      bidCount: 2,
    });
    expect(dealerView.report.offer.offerPaise).toBe(0); // dealers do not see CarSetu's offer
    const impression = (
      await get(`${CONSUMER}/api/v1/appointment/token/${world.token}/auction/impression`)
    ).json().data;
    expect(impression).toEqual({ dealersViewed: 1, dealersBid: 2 });

    const accept = `${CONSUMER}/api/v1/appointment/token/${world.token}/accept`;
    expect((await post(accept, { source: 'auction' }, world.dealerA.headers)).statusCode).toBe(403);
    expect((await post(accept, { source: 'auction' })).statusCode).toBe(401);
    const accepted = await post(accept, { source: 'auction' }, world.seller.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      acceptedPricePaise: best * 100,
      acceptedSource: 'auction',
      canAccept: false,
    });
    expect((await post(accept, { source: 'offer' }, world.seller.headers)).statusCode).toBe(409);

    const after = await post(bids, { amountRupees: best + 50_000 }, world.dealerA.headers);
    expect(after.statusCode).toBe(409);
    const historyB = (
      await get(`${CONSUMER}/api/v1/dealer/auctions/history`, world.dealerB.headers)
    ).json().data;
    expect(historyB[0]).toMatchObject({
      id: auction.id,
      outcome: 'won',
      yourBestPaise: best * 100,
    });
    const historyA = (
      await get(`${CONSUMER}/api/v1/dealer/auctions/history`, world.dealerA.headers)
    ).json().data;
    expect(historyA[0]).toMatchObject({ id: auction.id, outcome: 'lost' });

    const status = (
      await get(`${CONSUMER}/api/v1/appointment/token/${world.token}/login-data`)
    ).json().data;
    expect(status.stage).toBe('accepted');
    expect(
      status.timeline
        .filter((step: { done: boolean }) => step.done)
        .map((step: { kind: string }) => step.kind),
    ).toEqual(
      expect.arrayContaining([
        'booked',
        'inspector_assigned',
        'inspected',
        'report_ready',
        'offer_made',
        'auction_live',
        'best_price',
        'accepted',
      ]),
    );
  });

  it('negotiates: the seller asks the best bidder for more, the dealer counters, the seller accepts', async () => {
    const world = await createSaleWorld(t.app);
    const auction = await inspectAndSubmit(t.app, world);
    const start = auction.minimumNextBidPaise / 100;
    await post(
      `${CONSUMER}/api/v1/dealer/auctions/${auction.id}/bids`,
      { amountRupees: start },
      world.dealerA.headers,
    );
    const base = `${CONSUMER}/api/v1/appointment/token/${world.token}`;
    expect(
      (
        await post(
          `${base}/self-nego/selected-price`,
          { selectedPrice: start },
          world.seller.headers,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          `${base}/self-nego/selected-price`,
          { selectedPrice: Math.round(start * 1.5) },
          world.seller.headers,
        )
      ).statusCode,
    ).toBe(400);
    const ask = start + 20_000;
    const asked = await post(
      `${base}/self-nego/selected-price`,
      { selectedPrice: ask },
      world.seller.headers,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(
      (await post(`${base}/self-nego/selected-price`, { selectedPrice: ask }, world.seller.headers))
        .statusCode,
    ).toBe(409);
    const open = (await get(`${CONSUMER}/api/v1/dealer/negotiations`, world.dealerA.headers)).json()
      .data;
    expect(open).toHaveLength(1);
    expect(
      (await get(`${CONSUMER}/api/v1/dealer/negotiations`, world.dealerB.headers)).json().data,
    ).toHaveLength(0);
    const counter = await post(
      `${CONSUMER}/api/v1/dealer/negotiations/${open[0].id}`,
      { decision: 'counter', counterRupees: start + 10_000 },
      world.dealerA.headers,
    );
    expect(counter.json().data.status).toBe('countered');
    const accepted = await post(`${base}/accept`, { source: 'negotiation' }, world.seller.headers);
    expect(accepted.json().data).toMatchObject({
      acceptedPricePaise: (start + 10_000) * 100,
      acceptedSource: 'negotiation',
    });
  });

  it('stops and restarts the auction, records the expected price and the flow, and tells eligibility', async () => {
    const world = await createSaleWorld(t.app);
    await inspectAndSubmit(t.app, world);
    const base = `${CONSUMER}/api/v1/appointment/token/${world.token}`;
    const h = world.seller.headers;
    expect(
      (await post(`${base}/expected-price`, { expectedPrice: 650000 }, h)).json().data
        .expectedPricePaise,
    ).toBe(650000_00);
    expect((await post(`${base}/expected-price`, { expectedPrice: 12 }, h)).statusCode).toBe(400);
    expect((await post(`${base}/select-flow`, { flow: 'instant_offer' }, h)).json().data.flow).toBe(
      'instant_offer',
    );
    expect((await post(`${base}/start-auctions`, {}, h)).statusCode).toBe(409); // one is live
    expect((await post(`${base}/stop-ocb`, {}, h)).json().data.auction.status).toBe('closed');
    expect((await post(`${base}/stop-ocb`, {}, h)).statusCode).toBe(409);
    expect((await post(`${base}/accept`, { source: 'auction' }, h)).statusCode).toBe(409); // no bids
    const restarted = await post(`${base}/restart-auction`, {}, h);
    expect(restarted.json().data.auction).toMatchObject({ status: 'live', round: 2 });
    expect((await post(`${base}/purchase-intent`, {}, h)).statusCode).toBe(200);
    const eligibility = (await get(`${base}/dsi-eligibility`)).json().data;
    expect(eligibility).toMatchObject({ eligible: true, reasons: [] });
    const other = await loginAs(t.app);
    expect((await post(`${base}/stop-ocb`, {}, other.headers)).statusCode).toBe(403);

    const discovery = await get(
      `${CONSUMER}/lead-monetization/api/franchise/price-discovery?appointmentId=${world.appointmentId}`,
      h,
    );
    expect(discovery.json().data.offerPaise).toBe(eligibility.offerPaise);
    expect(
      (
        await get(
          `${CONSUMER}/lead-monetization/api/franchise/price-discovery?appointmentId=${world.appointmentId}`,
          other.headers,
        )
      ).statusCode,
    ).toBe(404);
    const accepted = await post(
      `${CONSUMER}/lead-monetization/api/franchise/price-acceptance`,
      { appointmentId: world.appointmentId, source: 'offer' },
      h,
    );
    expect(accepted.json().data).toMatchObject({
      acceptedPricePaise: eligibility.offerPaise,
      acceptedSource: 'offer',
    });
    const intent = await post(`${base}/lead-mon/transact-intent`, {}, h);
    expect(intent.json().data).toMatchObject({
      transactIntent: true,
      acceptedPricePaise: eligibility.offerPaise,
    });
    expect((await get(`${base}/similar-cars-sold`)).statusCode).toBe(200);
  });

  it('closes a live auction when its time is up and refuses late bids', async () => {
    const world = await createSaleWorld(t.app);
    const auction = await inspectAndSubmit(t.app, world);
    const realNow = t.app.config.now;
    t.app.config.now = () => new Date(realNow().getTime() + 31 * 60_000);
    try {
      const late = await post(
        `${CONSUMER}/api/v1/dealer/auctions/${auction.id}/bids`,
        { amountRupees: auction.minimumNextBidPaise / 100 },
        world.dealerA.headers,
      );
      expect(late.statusCode).toBe(409);
      const price = (await get(`${CONSUMER}/api/v1/appointment/token/${world.token}/price`)).json()
        .data;
      expect(price.auction.status).toBe('closed');
    } finally {
      t.app.config.now = realNow;
    }
  });
});
