import type { AppLoadContext } from 'react-router';
import { ApiRequestError, apiClient } from '../../lib/api-client.server';

export type LeadActionResult<T> =
  | { ok: true; result: T }
  | {
      ok: false;
      formError: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

/**
 * Sends a service form to the API as it was typed: the API applies the shared rules (one rule,
 * one message) and its field errors come back beside each input, with the typed values kept.
 */
export async function submitLeadForm<T>(
  context: AppLoadContext,
  request: Request,
  apiPath: string,
  fields: readonly string[],
  /** Shapes the API body from the form's values (default: the values as they are). */
  toBody: (values: Record<string, string>) => object = (values) => values,
): Promise<LeadActionResult<T>> {
  const form = await request.formData();
  const values = Object.fromEntries(
    fields.map((field) => [field, String(form.get(field) ?? '').trim()]),
  );
  try {
    return { ok: true, result: await apiClient(context).post<T>(apiPath, toBody(values)) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) {
      const fieldErrors = error.fields ?? {};
      const shownBesideAField = fields.some((field) => fieldErrors[field] === error.message);
      return {
        ok: false,
        formError: shownBesideAField ? 'Please correct the highlighted fields.' : error.message,
        fieldErrors,
        values,
      };
    }
    throw error;
  }
}
