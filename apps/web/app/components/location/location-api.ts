import type { LocationResponse } from '@carsetu/contracts';
import { browserApi, settle } from '../../lib/browser-api';
import type { paths } from '../../lib/api-types.gen';

type LocationQuery = NonNullable<
  paths['/api/consumer/location-service/api/v1/location/']['get']['parameters']['query']
>;

/** The location service lookup the picker and its host share (city, pincode or geo query). */
export async function locate(query: LocationQuery): Promise<LocationResponse['data']> {
  const answer = await settle(
    browserApi.GET('/api/consumer/location-service/api/v1/location/', { params: { query } }),
  );
  if (!answer.ok) throw new Error(answer.message ?? 'We could not find this place');
  return answer.data.data;
}
