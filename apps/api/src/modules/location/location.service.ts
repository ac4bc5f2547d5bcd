import { sql, type Database } from '@carsetu/db';
import type { LocationCity, LocationResponse, LocationType } from '@carsetu/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { queryRows, toNumber } from '../../lib/sql-rows';

interface CityRow {
  id: number;
  name: string;
  slug: string;
  is_virtual_city: boolean;
  is_buy_used_car: boolean;
  latitude: number;
  longitude: number;
  pincode_from: number;
  pincode_to: number;
  listing_count: number | string;
}

/** Cities with their live listing count (a group city counts its members' cars too). */
async function loadCities(db: Database): Promise<CityRow[]> {
  return queryRows<CityRow>(
    db,
    sql`select c.id, c.name, c.slug, c.is_virtual_city, c.is_buy_used_car, c.latitude, c.longitude,
               c.pincode_from, c.pincode_to,
               (select count(*)::int from listings l
                 join cities m on m.id = l.city_id
                 where l.status <> 'sold' and (m.id = c.id or m.primary_group_city_id = c.id)) as listing_count
        from cities c order by c.id`,
  );
}

function toLocationCity(row: CityRow): LocationCity {
  const listingCount = toNumber(row.listing_count);
  return {
    city_id: row.id,
    city_name: row.name,
    city_slug: row.slug,
    is_virtual_city: row.is_virtual_city,
    isServiceable: row.is_buy_used_car && listingCount > 0,
    listingCount,
  };
}

/** Great-circle distance in km: good enough to pick the nearest city. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

/** A serviceable city farther than this is not offered as "nearby" (decision 0057). */
export const NEARBY_CITY_MAX_KM = 150;

function nearestServiceable(
  rows: CityRow[],
  from: { latitude: number; longitude: number },
  exceptId?: number,
): CityRow | null {
  let best: CityRow | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.id === exceptId || row.is_virtual_city || !toLocationCity(row).isServiceable) continue;
    const km = distanceKm(from, row);
    if (km <= NEARBY_CITY_MAX_KM && km < bestKm) [best, bestKm] = [row, km];
  }
  return best;
}

export interface LocationQuery {
  cityId?: number;
  locationType: LocationType;
  includeZones: boolean;
  pincode?: string;
  lat?: number;
  lng?: number;
}

/** GET /location-service/api/v1/location/ (spec §7): a city by id, by pincode or by position. */
export async function lookUpLocation(
  db: Database,
  query: LocationQuery,
): Promise<LocationResponse['data']> {
  const rows = await loadCities(db);
  let city: CityRow | undefined;
  if (query.locationType === 'city') {
    if (query.cityId === undefined)
      throw badRequest('cityId is required for locationType city', { cityId: 'Required' });
    city = rows.find((row) => row.id === query.cityId);
  } else if (query.locationType === 'pincode') {
    if (!query.pincode)
      throw badRequest('Enter a valid 6-digit pincode', {
        pincode: 'Enter a valid 6-digit pincode',
      });
    const code = Number(query.pincode);
    const inRange = rows.filter(
      (row) => !row.is_virtual_city && code >= row.pincode_from && code <= row.pincode_to,
    );
    city = inRange.find((row) => row.id === query.cityId) ?? inRange[0];
    if (!city) throw notFound('We do not serve this pincode yet. Please try a nearby pincode.');
  } else {
    if (query.lat === undefined || query.lng === undefined)
      throw badRequest('lat and lng are required for locationType geo');
    const position = { latitude: query.lat, longitude: query.lng };
    city = rows
      .filter((row) => !row.is_virtual_city)
      .sort((a, b) => distanceKm(position, a) - distanceKm(position, b))[0];
  }
  if (!city) throw notFound('We do not know this city. Please choose your city again.');
  const located = toLocationCity(city);
  const nearby =
    located.isServiceable || city.is_virtual_city ? null : nearestServiceable(rows, city, city.id);
  const zones = query.includeZones
    ? await queryRows<{ id: number; name: string; address: string; pincode: string }>(
        db,
        sql`select h.id, h.name, h.address, h.pincode from inventory_hubs h
            join cities m on m.id = h.city_id
            where m.id = ${city.id} or m.primary_group_city_id = ${city.id} order by h.id`,
      )
    : [];
  return {
    city: located,
    pincode: query.locationType === 'pincode' ? query.pincode! : null,
    nearbyCity: nearby ? toLocationCity(nearby) : null,
    zones,
  };
}
