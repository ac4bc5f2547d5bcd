import { INVALID_REGISTRATION_MESSAGE } from '@carsetu/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.server';
import { lookupByRegistration } from './registration-lookup.server';

const at = (query: string) =>
  new Request(`http://localhost/rto-vehicle-registration-details/${query}`);

describe('lookupByRegistration', () => {
  it('does not call the API before a number is given', async () => {
    const lookup = vi.fn();
    expect(await lookupByRegistration(at(''), lookup)).toEqual({
      regNo: '',
      result: null,
      error: null,
    });
    expect(await lookupByRegistration(at('?regNo=%20%20'), lookup)).toMatchObject({ error: null });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('answers a malformed number with the shared message and keeps what was typed', async () => {
    const lookup = vi.fn();
    expect(await lookupByRegistration(at('?regNo=hello'), lookup)).toEqual({
      regNo: 'hello',
      result: null,
      error: INVALID_REGISTRATION_MESSAGE,
    });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('looks up the normalised number (capitals, no spaces or dashes)', async () => {
    const lookup = vi.fn(async (regNo: string) => ({ regNo, make: 'Tata' }));
    const answer = await lookupByRegistration(at('?regNo=mh-12 ab 1234'), lookup);
    expect(lookup).toHaveBeenCalledWith('MH12AB1234');
    expect(answer).toEqual({
      regNo: 'MH12AB1234',
      result: { regNo: 'MH12AB1234', make: 'Tata' },
      error: null,
    });
  });

  it("turns the API's refusal (4xx) into the form message", async () => {
    const lookup = vi.fn(async () => {
      throw new ApiRequestError(404, 'NOT_FOUND', 'No vehicle found for MH12AB1234');
    });
    expect(await lookupByRegistration(at('?regNo=MH12AB1234'), lookup)).toEqual({
      regNo: 'MH12AB1234',
      result: null,
      error: 'No vehicle found for MH12AB1234',
    });
  });

  it('lets a server failure reach the error boundary', async () => {
    const lookup = vi.fn(async () => {
      throw new ApiRequestError(502, 'UPSTREAM', 'Registry down');
    });
    await expect(lookupByRegistration(at('?regNo=MH12AB1234'), lookup)).rejects.toMatchObject({
      status: 502,
    });
  });
});
