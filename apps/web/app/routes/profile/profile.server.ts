import { UpdateProfileBodySchema } from '@carsetu/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

export async function loadProfile(context: AppLoadContext) {
  try {
    const { data } = await unwrap(typedApi(context).GET('/api/login/api/v1/profile-details'));
    return data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** The user's referral code and visits (made on first ask). */
export async function loadReferral(context: AppLoadContext) {
  try {
    return await unwrap(typedApi(context).GET('/api/consumer/api/v1/referral/me'));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export type SaveProfileResult =
  | { ok: true; message: string }
  | { ok: false; fields: Record<string, string>; message: string; values: Record<string, string> };

/** Checks the form with the API's own schema first, then lets the API decide. */
export async function saveProfile(
  context: AppLoadContext,
  form: FormData,
): Promise<SaveProfileResult> {
  const values = {
    name: String(form.get('name') ?? ''),
    user_email: String(form.get('user_email') ?? ''),
  };
  const parsed = UpdateProfileBodySchema.safeParse(values);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return { ok: false, fields, message: 'Please correct the highlighted fields.', values };
  }
  try {
    await unwrap(typedApi(context).PUT('/api/consumer/user-profile', { body: parsed.data }));
    return { ok: true, message: PROFILE_SAVED_MESSAGE };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      return { ok: false, fields: error.fields ?? {}, message: error.message, values };
    }
    throw error;
  }
}
