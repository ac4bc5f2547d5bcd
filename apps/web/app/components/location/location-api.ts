import type { LocationResponse } from '@carsetu/contracts';
import { inventoryApi } from '../buy/inventory-api';

/** The location service lookup the picker and its host share (city, pincode or geo query). */
export async function locate(query: string): Promise<LocationResponse['data']> {
  const response = await fetch(inventoryApi.location(query), {
    headers: { accept: 'application/json' },
  });
  const body = (await response.json()) as LocationResponse & { error?: { message: string } };
  if (!response.ok) throw new Error(body.error?.message ?? 'We could not find this place');
  return body.data;
}
