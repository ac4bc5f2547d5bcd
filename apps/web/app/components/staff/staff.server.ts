import type { StaffMember, StaffRole } from '@carsetu/contracts';
import { data, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';

export type StaffAccess =
  | { state: 'anonymous' }
  | { state: 'not-staff' }
  | { state: 'ok'; roles: StaffMember[]; grant: StaffMember };

/**
 * Who is looking at a staff page: anonymous (show the login), logged in without the role (say
 * so), or the grant of the role. The API checks the role again on every call.
 */
export async function staffAccess(
  context: AppLoadContext,
  role: StaffRole | null,
): Promise<StaffAccess> {
  try {
    const { data: me } = await unwrap(typedApi(context).GET('/api/consumer/api/v1/staff/me'));
    const grant = role ? me.roles.find((candidate) => candidate.role === role) : me.roles[0];
    if (!grant) return { state: 'not-staff' };
    return { state: 'ok', roles: me.roles, grant };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { state: 'anonymous' };
    throw error;
  }
}

/** An API error as a form answer, or rethrown when it is not the user's to fix. */
export function formError(error: unknown) {
  if (error instanceof ApiRequestError && error.status < 500) {
    return data({ error: error.message, fields: error.fields ?? {} }, { status: error.status });
  }
  throw error;
}
