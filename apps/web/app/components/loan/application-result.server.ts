import { data, type AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { safeRedirectPath } from './safe-redirect';

/** One of my applications; a visitor gets the login prompt, anyone else's id a 404. */
export async function loadApplicationResult(context: AppLoadContext, request: Request, id: string) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  try {
    const { data: application } = await unwrap(
      typedApi(context).GET('/api/consumer/api/v1/loan/applications/{id}', {
        params: { path: { id } },
      }),
    );
    return { application, redirectTo };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      return { application: null, redirectTo };
    }
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data('Not Found', { status: 404 });
    }
    throw error;
  }
}
