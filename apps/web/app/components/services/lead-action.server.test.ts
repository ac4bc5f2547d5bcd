import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.server';
import { fakeContext } from '../../lib/internal-api.test-helpers';
import { submitLeadForm } from './lead-action.server';

const API = '/api/consumer/api/v1/scrap-car/requests';
const FIELDS = ['mobile', 'pincode'] as const;

function formRequest(fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  return new Request('http://localhost/scrap-cars/', { method: 'POST', body });
}

describe('submitLeadForm', () => {
  it('sends only the named fields, trimmed, and returns the API result', async () => {
    const { context, requests } = fakeContext({
      [`POST ${API}`]: { status: 201, body: { reference: 'SCR-1' } },
    });
    const result = await submitLeadForm(
      context,
      formRequest({ mobile: ' 9876543210 ', pincode: '411001', extra: 'ignored' }),
      API,
      FIELDS,
    );
    expect(result).toEqual({ ok: true, result: { reference: 'SCR-1' } });
    expect(requests[0]!.body).toEqual({ mobile: '9876543210', pincode: '411001' });
  });

  it('sends a missing field as an empty string for the API to judge', async () => {
    const { context, requests } = fakeContext({ [`POST ${API}`]: { status: 201, body: {} } });
    await submitLeadForm(context, formRequest({ mobile: '9876543210' }), API, FIELDS);
    expect(requests[0]!.body).toEqual({ mobile: '9876543210', pincode: '' });
  });

  it('shapes the body when asked', async () => {
    const { context, requests } = fakeContext({ [`POST ${API}`]: { status: 201, body: {} } });
    await submitLeadForm(
      context,
      formRequest({ mobile: '9876543210', pincode: '411001' }),
      API,
      FIELDS,
      (values) => ({
        contact: { mobile: values.mobile },
      }),
    );
    expect(requests[0]!.body).toEqual({ contact: { mobile: '9876543210' } });
  });

  it('keeps the typed values and puts the field error beside its field', async () => {
    const { context } = fakeContext({
      [`POST ${API}`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Invalid mobile number',
            fields: { mobile: 'Invalid mobile number' },
          },
        },
      },
    });
    const result = await submitLeadForm(
      context,
      formRequest({ mobile: '12345', pincode: '411001' }),
      API,
      FIELDS,
    );
    expect(result).toEqual({
      ok: false,
      formError: 'Please correct the highlighted fields.',
      fieldErrors: { mobile: 'Invalid mobile number' },
      values: { mobile: '12345', pincode: '411001' },
    });
  });

  it('shows a refusal that belongs to no field as the form message', async () => {
    const { context } = fakeContext({
      [`POST ${API}`]: {
        status: 409,
        body: { error: { code: 'DUPLICATE', message: 'You already have a pickup booked' } },
      },
    });
    const result = await submitLeadForm(
      context,
      formRequest({ mobile: '9876543210', pincode: '411001' }),
      API,
      FIELDS,
    );
    expect(result).toMatchObject({
      ok: false,
      formError: 'You already have a pickup booked',
      fieldErrors: {},
    });
  });

  it('lets a server failure reach the error boundary', async () => {
    const { context } = fakeContext({
      [`POST ${API}`]: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
    });
    const failure = await submitLeadForm(
      context,
      formRequest({ mobile: '9876543210', pincode: '411001' }),
      API,
      FIELDS,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 500 });
  });
});
