import type { ListingCard } from '@carsetu/contracts';
import { describe, expect, it } from 'vitest';
import { cardView } from './card-view';

describe('cardView', () => {
  it('keeps what the card shows, drops the records it does not, sends the EMI in whole rupees', () => {
    const car = {
      id: 7,
      title: '2024 Tata Punch Adventure',
      make: { id: 1, name: 'Tata', slug: 'tata' },
      model: { id: 2, name: 'Punch', slug: 'punch' },
      variant: { id: 3, name: 'Adventure' },
      city: { id: 15, name: 'Pune', slug: 'pune' },
      listedAt: '2026-10-30T18:12:22.356Z',
      stateCode: 'MH',
      rtoCode: 'MH12',
      pricePaise: 70000000,
      emiPerMonthRupees: 12634.85,
      url: '/buy-used-car/tata-punch-2024-pune-7/',
    } as unknown as ListingCard;
    const view = cardView(car);
    expect(view).toEqual({
      id: 7,
      title: '2024 Tata Punch Adventure',
      city: { name: 'Pune' },
      rtoCode: 'MH12',
      pricePaise: 70000000,
      emiPerMonthRupees: 12635,
      url: '/buy-used-car/tata-punch-2024-pune-7/',
    });
  });

  it('gives a frozen car (a kept hot read) the same frozen view every time, and a plain one a new view', () => {
    const car = {
      id: 8,
      title: '2023 Maruti Swift VXi',
      city: { id: 15, name: 'Pune', slug: 'pune' },
      emiPerMonthRupees: 9999.4,
    } as unknown as ListingCard;
    expect(cardView(car)).not.toBe(cardView(car));
    const frozen = Object.freeze({ ...car, city: Object.freeze({ ...car.city }) });
    const view = cardView(frozen);
    expect(cardView(frozen)).toBe(view);
    expect(Object.isFrozen(view) && Object.isFrozen(view.city)).toBe(true);
    expect(view).toEqual(cardView(car));
  });
});
