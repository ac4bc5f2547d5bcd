import { RegistrationNumberSchema } from '@carsetu/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { loadFrameUser } from '../auth/index.server';
import { lookupByRegistration } from './registration-lookup.server';
import { servicesPaths } from './services-paths';

const PRIVATE = { 'cache-control': 'private, no-store' };

/** The teaser for ?regNo=, plus the covered brands and the public sample report. */
export async function loadServiceHistoryPage(context: AppLoadContext, request: Request) {
  const api = typedApi(context);
  const [lookup, brands] = await Promise.all([
    lookupByRegistration(request, (regNo) =>
      unwrap(
        api.GET('/api/consumer/api/v1/service-history/{regNo}/summary', {
          params: { path: { regNo } },
        }),
      ),
    ),
    unwrap(api.GET('/api/consumer/api/v1/service-history/brands')),
  ]);
  return data({ ...lookup, ...brands }, { headers: PRIVATE });
}

export interface UnlockResult {
  formError: string;
  needsLogin: boolean;
}

/** "Get full report": unlock it for the logged-in user, then show it on its own (private) page. */
export async function unlockServiceHistory(
  context: AppLoadContext,
  request: Request,
): Promise<UnlockResult | Response> {
  const form = await request.formData();
  const parsed = RegistrationNumberSchema.safeParse(String(form.get('registrationNumber') ?? ''));
  if (!parsed.success) {
    return { formError: parsed.error.issues[0]?.message ?? 'Invalid number', needsLogin: false };
  }
  if (!(await loadFrameUser(context))) {
    return { formError: 'Log in to get the service history report.', needsLogin: true };
  }
  try {
    const report = await unwrap(
      typedApi(context).POST('/api/consumer/api/v1/service-history/reports', {
        body: { registrationNumber: parsed.data },
      }),
    );
    return redirect(servicesPaths.serviceHistoryReport(report.reportId));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      return { formError: error.message, needsLogin: error.status === 401 };
    }
    throw error;
  }
}

/** One report, for its owner only: a visitor is asked to log in, anyone else gets a 404. */
export async function loadOwnReport(context: AppLoadContext, reportId: string) {
  if (!(await loadFrameUser(context))) {
    return data({ report: null }, { headers: PRIVATE });
  }
  try {
    const report = await unwrap(
      typedApi(context).GET('/api/consumer/api/v1/service-history/reports/{reportId}', {
        params: { path: { reportId } },
      }),
    );
    return data({ report }, { headers: PRIVATE });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data('Not found', { status: 404 });
    }
    throw error;
  }
}
