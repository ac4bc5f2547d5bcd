import type { City, RtoDetail, SellCity, State } from '@carsetu/contracts';
import { isBharatSeries } from '@carsetu/contracts';
import type { Database } from '@carsetu/db';
import { notFound } from '../../lib/errors';
import type { CatalogCache } from './catalog-cache';
import { toCity, toSellCity, toState } from './catalog.mappers';
import {
  findRtoOffice,
  findStateByAnyCode,
  listCities,
  listStatesWithRtoCodes,
} from './catalog.repository';

export type PlacesService = ReturnType<typeof createPlacesService>;

/** Cities, states and RTO offices. */
export function createPlacesService(db: Database, cache: CatalogCache) {
  const cityRows = () => cache.get('cities', () => listCities(db));

  async function listAllCities(filter: { isBuyUsedCar?: boolean } = {}): Promise<City[]> {
    const rows = await cityRows();
    return rows
      .filter(
        (row) => filter.isBuyUsedCar === undefined || row.isBuyUsedCar === filter.isBuyUsedCar,
      )
      .map(toCity);
  }

  async function getCity(cityId: number): Promise<City> {
    const row = (await cityRows()).find((city) => city.id === cityId);
    if (!row) throw notFound(`No city with id ${cityId}`);
    return toCity(row);
  }

  return {
    listCities: listAllCities,
    getCity,

    async listPopularCities(): Promise<City[]> {
      return (await cityRows()).filter((row) => row.isPopular).map(toCity);
    },

    /** Names starting with the text first, then names containing it; both case-insensitive. */
    async searchCities(text: string, limit: number): Promise<City[]> {
      const needle = text.trim().toLowerCase();
      const rows = await cityRows();
      const starts = rows.filter((row) => row.name.toLowerCase().startsWith(needle));
      const contains = rows.filter(
        (row) => !starts.includes(row) && row.name.toLowerCase().includes(needle),
      );
      return [...starts, ...contains].slice(0, limit).map(toCity);
    },

    /** The spec's 15 sell cities, in the dropdown's order. */
    async listSellCities(): Promise<SellCity[]> {
      return (await cityRows())
        .filter((row): row is typeof row & { sellOrder: number } => row.sellOrder !== null)
        .sort((a, b) => a.sellOrder - b.sellOrder)
        .map(toSellCity);
    },

    async listStates(): Promise<State[]> {
      const rows = await cache.get('states', () => listStatesWithRtoCodes(db));
      return rows.map(toState);
    },

    /** The RTO that issued a (valid, normalised) registration number. */
    async findRto(registrationNumber: string): Promise<RtoDetail> {
      if (isBharatSeries(registrationNumber)) {
        throw notFound('Bharat series (BH) numbers are not issued by a state RTO');
      }
      const match = /^([A-Z]{2})(\d{1,2})/.exec(registrationNumber);
      const state = match ? await findStateByAnyCode(db, match[1]!) : null;
      if (!match || !state) throw notFound(`No RTO found for ${registrationNumber.slice(0, 4)}`);
      const number = Number(match[2]);
      // Plates write MH01 and DL1: try both spellings under the current state code.
      const candidates = [
        `${state.code}${String(number).padStart(2, '0')}`,
        `${state.code}${number}`,
      ];
      const found = await findRtoOffice(db, candidates);
      if (!found) throw notFound(`No RTO found for ${state.code}${match[2]}`);
      return {
        registrationNumber,
        rto: { code: found.rto.code, name: found.rto.name, stateCode: found.rto.stateCode },
        state: {
          code: found.state.code,
          name: found.state.name,
          slug: found.state.slug,
          kind: toState({ ...found.state, rtoCodes: [] }).kind,
          legacyCodes: found.state.legacyCodes,
        },
      };
    },
  };
}
