import { RegistrationNumberSchema } from '@carsetu/contracts';
import { ApiRequestError } from '../../lib/api-client.server';

export type Lookup<T> =
  | { regNo: string; result: T; error: null }
  | { regNo: string; result: null; error: string | null };

/**
 * Validates ?regNo= with the shared rule and calls the API with the normalised number; a 4xx
 * from the API becomes the form's message, anything else the route's error boundary.
 */
export async function lookupByRegistration<T>(
  request: Request,
  /** The API call for the normalised number (typedApi, unwrapped). */
  lookup: (regNo: string) => Promise<T>,
): Promise<Lookup<T>> {
  const raw = new URL(request.url).searchParams.get('regNo');
  if (raw === null || raw.trim() === '') return { regNo: '', result: null, error: null };
  const parsed = RegistrationNumberSchema.safeParse(raw);
  if (!parsed.success) {
    return { regNo: raw, result: null, error: parsed.error.issues[0]?.message ?? null };
  }
  try {
    const result = await lookup(parsed.data);
    return { regNo: parsed.data, result, error: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      return { regNo: parsed.data, result: null, error: error.message };
    }
    throw error;
  }
}
