import { INSPECTION_CHECKPOINTS, type StaffRole } from '@carsetu/contracts';
import sharp from 'sharp';
import type { App } from '../../app';
import { loginAs, uniquePhone, type LoggedInUser } from '../../test/login';
import { createCity } from '../inventory/inventory.fixtures';
import { grantRole } from '../identity';
import {
  bookingBody,
  CONSUMER,
  createSellWorld,
  sellerToken,
  type SellWorld,
} from './sell.test-helpers';

/** A staff member: a user with one role (city-bound roles in the world's city unless given). */
export async function staff(app: App, role: StaffRole, cityId: number | undefined, name?: string) {
  const user = await loginAs(app, uniquePhone(), name ?? `Test ${role}`);
  await grantRole(app.db, { phone: user.phone, role, cityId, displayName: name }, null);
  return user;
}

export interface SaleWorld extends SellWorld {
  seller: LoggedInUser;
  inspector: LoggedInUser;
  dealerA: LoggedInUser;
  dealerB: LoggedInUser;
  otherCityDealer: LoggedInUser;
  token: string;
  appointmentId: string;
}

/** A city with an inspector and two dealers, a dealer elsewhere, and a booked appointment. */
export async function createSaleWorld(app: App): Promise<SaleWorld> {
  const world = await createSellWorld(app);
  const inspector = await staff(app, 'inspector', world.cityId, 'Ravi Inspector');
  const dealerA = await staff(app, 'dealer', world.cityId, 'Apex Motors');
  const dealerB = await staff(app, 'dealer', world.cityId, 'Balaji Cars');
  const otherCity = await createCity(app.db);
  const otherCityDealer = await staff(app, 'dealer', otherCity, 'Elsewhere Autos');
  const phone = uniquePhone();
  const sellerTokenValue = await sellerToken(app, phone);
  const booked = await app.inject({
    method: 'POST',
    url: `${CONSUMER}/api/v1/appointment`,
    payload: bookingBody(world, app.config.now(), { seller_token: sellerTokenValue }),
  });
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);
  const appointment = booked.json().data;
  const seller = await loginAs(app, phone);
  return {
    ...world,
    seller,
    inspector,
    dealerA,
    dealerB,
    otherCityDealer,
    token: appointment.token,
    appointmentId: appointment.appointmentId,
  };
}

export const testJpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#8a9bb0' } })
    .jpeg()
    .toBuffer();

/** Every checkpoint good except the two given as poor/average. */
export function answersWith(poor: string, average: string) {
  return Object.fromEntries(
    INSPECTION_CHECKPOINTS.map((checkpoint) => [
      checkpoint.key,
      {
        rating: checkpoint.key === poor ? 'poor' : checkpoint.key === average ? 'average' : 'good',
      },
    ]),
  );
}

export const inspectionUrl = (appointmentId: string) =>
  `${CONSUMER}/api/v1/inspector/appointments/${appointmentId}/inspection`;

/** start → full draft → odometer, VIN and one defect photo → submit. Returns the auction id. */
export async function inspectAndSubmit(app: App, world: SaleWorld, odometerKm = 42_500) {
  const url = inspectionUrl(world.appointmentId);
  const headers = world.inspector.headers;
  const started = await app.inject({ method: 'POST', url, headers });
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  const saved = await app.inject({
    method: 'PUT',
    url,
    headers,
    payload: {
      revision: started.json().data.revision,
      answers: answersWith('exterior.front-bumper', 'tyres.front-left-tyre'),
      odometerKm,
      vin: 'MA3EWDE1S00123456',
    },
  });
  if (saved.statusCode !== 200) throw new Error(`draft failed: ${saved.body}`);
  const jpeg = await testJpeg();
  for (const query of [
    'kind=odometer',
    'kind=vin',
    'kind=defect&checkpointKey=exterior.front-bumper',
  ]) {
    const photo = await app.inject({
      method: 'POST',
      url: `${url}/photos?${query}`,
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    if (photo.statusCode !== 201) throw new Error(`photo failed: ${photo.body}`);
  }
  const submitted = await app.inject({ method: 'POST', url: `${url}/submit`, headers });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  const live = await app.inject({
    method: 'GET',
    url: `${CONSUMER}/api/v1/dealer/auctions`,
    headers: world.dealerA.headers,
  });
  const auction = live
    .json()
    .data.find((row: { appointmentId: string }) => row.appointmentId === world.appointmentId);
  return auction as {
    id: string;
    minimumNextBidPaise: number;
    minIncrementPaise: number;
    startPricePaise: number;
  };
}
