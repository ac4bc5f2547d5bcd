// @vitest-environment jsdom
import { INVALID_EMAIL_MESSAGE, INVALID_NAME_MESSAGE } from '@carsetu/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymous, apiError, fakeApi, type FakeAnswer } from '../../testing/fake-api';
import { findHeading, renderRoute } from '../../testing/render-route';
import { PROFILE_SAVED_MESSAGE, saveProfile } from './profile.server';
import * as route from './route';

afterEach(cleanup);

const PROFILE = 'GET /api/login/api/v1/profile-details';
const REFERRAL = 'GET /api/consumer/api/v1/referral/me';
const SAVE = 'PUT /api/consumer/user-profile';
const profile = {
  user_id: 'u1',
  token: 't',
  phone_number: '9876543210',
  user_email: 'meera@example.com',
  name: 'Meera',
  whatsapp_consent: false,
};

function setup(extra: Record<string, FakeAnswer> = {}) {
  const fake = fakeApi({
    [PROFILE]: { body: { data: profile } },
    [REFERRAL]: { body: { code: 'MEERA7', sharePath: '/?ref=MEERA7', visits: 1 } },
    [SAVE]: { body: { data: profile } },
    ...extra,
  });
  renderRoute(route, { path: '/profile', url: '/profile', context: fake.context });
  return fake;
}

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe('saveProfile', () => {
  it('checks the name with the shared rules before calling the API', async () => {
    const fake = fakeApi({});
    const result = await saveProfile(fake.context, form({ name: '  ', user_email: 'x' }));
    expect(result).toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fields: { name: 'Enter your name', user_email: INVALID_EMAIL_MESSAGE },
      values: { name: '  ', user_email: 'x' },
    });
    expect(fake.requests).toEqual([]);
  });

  it('refuses digits in a name with the spec message', async () => {
    const result = await saveProfile(fakeApi({}).context, form({ name: 'R2D2', user_email: '' }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields.name).toBe(INVALID_NAME_MESSAGE);
  });

  it('sends the trimmed name and an empty email (which removes it)', async () => {
    const fake = fakeApi({ [SAVE]: { body: { data: profile } } });
    const result = await saveProfile(
      fake.context,
      form({ name: '  Meera Joshi ', user_email: '' }),
    );
    expect(result).toEqual({ ok: true, message: PROFILE_SAVED_MESSAGE });
    expect(fake.calls('PUT', '/api/consumer/user-profile')[0]!.body).toEqual({
      name: 'Meera Joshi',
      user_email: '',
    });
  });

  it("returns the API's refusal with its fields and the typed values", async () => {
    const fake = fakeApi({
      [SAVE]: apiError(409, 'EMAIL_TAKEN', 'This email is used by another account', {
        user_email: 'Use another email',
      }),
    });
    expect(await saveProfile(fake.context, form({ name: 'Meera', user_email: 'a@b.in' }))).toEqual({
      ok: false,
      message: 'This email is used by another account',
      fields: { user_email: 'Use another email' },
      values: { name: 'Meera', user_email: 'a@b.in' },
    });
  });
});

describe('profile page', () => {
  it('asks a visitor to log in and does not ask for a referral', async () => {
    const fake = fakeApi({ [PROFILE]: anonymous });
    renderRoute(route, { path: '/profile', url: '/profile', context: fake.context });
    await findHeading('My profile');
    expect(screen.getByText('Log in to see and edit your profile.')).toBeTruthy();
    expect(fake.calls('GET', '/api/consumer/api/v1/referral/me')).toHaveLength(0);
  });

  it('shows the mobile number and fills the form with the saved name and email', async () => {
    setup();
    await findHeading('My profile');
    expect(screen.getByText('+91 9876543210')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Meera');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('meera@example.com');
  });

  it('saves and announces it in the status region', async () => {
    const fake = setup();
    await findHeading('My profile');
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Meera Joshi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PROFILE_SAVED_MESSAGE));
    expect(fake.calls('PUT', '/api/consumer/user-profile')[0]!.body).toEqual({
      name: 'Meera Joshi',
      user_email: 'meera@example.com',
    });
  });

  it('marks a bad field, keeps what was typed and saves nothing', async () => {
    const fake = setup();
    await findHeading('My profile');
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'meera@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Please correct the highlighted fields.'),
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById('profile-email-error')!.textContent).toBe(INVALID_EMAIL_MESSAGE);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('meera@');
    expect(fake.calls('PUT', '/api/consumer/user-profile')).toHaveLength(0);
  });

  it('builds the referral link on the origin the page was asked on', async () => {
    const fake = fakeApi({
      [PROFILE]: { body: { data: profile } },
      [REFERRAL]: { body: { code: 'MEERA7', sharePath: '/?ref=MEERA7', visits: 1 } },
    });
    const data = await route.loader({
      context: fake.context,
      request: new Request('https://www.carsetu.in/profile'),
      params: {},
    } as never);
    expect(data.origin).toBe('https://www.carsetu.in');
    setup();
    await findHeading('My profile');
    expect((screen.getByLabelText('Your link') as HTMLInputElement).value).toMatch(
      /^http:\/\/localhost(:\d+)?\/\?ref=MEERA7$/,
    );
  });
});
