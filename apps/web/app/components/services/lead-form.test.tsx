// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CityField, LeadForm, MobileField, PincodeField, leadFormState } from './lead-form';

afterEach(cleanup);

const cities = [
  { id: 2, name: 'New Delhi', carServiceCity: true },
  { id: 5, name: 'Pune', carServiceCity: false },
];

function renderForm({
  formError = null,
  errors = {},
  holdAction = false,
}: {
  formError?: string | null;
  errors?: Record<string, string>;
  holdAction?: boolean;
} = {}) {
  const posted: FormData[] = [];
  let release: (() => void) | undefined;
  const Stub = createRoutesStub([
    {
      path: '/scrap-cars/',
      Component: () => (
        <LeadForm
          headingId="scrap-heading"
          title="Book a free pickup"
          submitLabel="Request pickup"
          formError={formError}
        >
          <CityField cities={cities} error={errors.cityId} />
          <PincodeField label="Pickup pincode" error={errors.pincode} defaultValue="411001" />
          <MobileField error={errors.mobile} hint="We call you on this number" />
        </LeadForm>
      ),
      action: async ({ request }) => {
        posted.push(await request.formData());
        if (holdAction) await new Promise<void>((resolve) => (release = resolve));
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/scrap-cars/']} />);
  return { posted, release: () => release?.() };
}

describe('LeadForm', () => {
  it('is a form named by its heading', async () => {
    renderForm();
    expect(await screen.findByRole('form', { name: 'Book a free pickup' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the form-level message as an alert', async () => {
    renderForm({ formError: 'Please correct the highlighted fields.' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please correct the highlighted fields.',
    );
  });

  it('posts what was typed and says it is busy until the answer comes', async () => {
    const { posted, release } = renderForm({ holdAction: true });
    await userEvent.selectOptions(await screen.findByLabelText('City'), 'Pune');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Request pickup' }));
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending…' });
    expect(busy.disabled).toBe(true);
    release();
    await screen.findByRole('button', { name: 'Request pickup' });
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0]!)).toEqual({
      cityId: '5',
      pincode: '411001',
      mobile: '9876543210',
    });
  });

  it('submits without the browser blocking empty fields, so the server rules speak', async () => {
    const { posted } = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Request pickup' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('cityId')).toBe('');
  });
});

describe('service form fields', () => {
  it('starts the city list on a disabled prompt', async () => {
    renderForm();
    const city = await screen.findByLabelText<HTMLSelectElement>('City');
    expect(city.value).toBe('');
    const prompt = screen.getByRole<HTMLOptionElement>('option', { name: 'Choose your city' });
    expect(prompt.disabled).toBe(true);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose your city',
      'New Delhi',
      'Pune',
    ]);
  });

  it('shows each field error beside its field and marks it invalid', async () => {
    renderForm({
      errors: { pincode: 'Enter a valid 6-digit pincode', mobile: 'Invalid mobile number' },
    });
    const pincode = await screen.findByLabelText('Pickup pincode');
    expect(pincode.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(pincode.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a valid 6-digit pincode',
    );
    const mobile = screen.getByLabelText('Mobile number');
    expect(document.getElementById(mobile.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Invalid mobile number',
    );
    // An error replaces the hint.
    expect(screen.queryByText('We call you on this number')).toBeNull();
    expect(screen.getByLabelText('City').hasAttribute('aria-invalid')).toBe(false);
  });

  it('describes a field by its hint while it has no error', async () => {
    renderForm();
    const mobile = await screen.findByLabelText('Mobile number');
    expect(document.getElementById(mobile.getAttribute('aria-describedby')!)?.textContent).toBe(
      'We call you on this number',
    );
    expect(screen.getByLabelText('Pickup pincode').hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps the mobile and pincode fields numeric and short', async () => {
    renderForm();
    const mobile = await screen.findByLabelText<HTMLInputElement>('Mobile number');
    expect(mobile.maxLength).toBe(10);
    expect(mobile.inputMode).toBe('numeric');
    expect(mobile.placeholder).toBe('Mobile Number');
    const pincode = screen.getByLabelText<HTMLInputElement>('Pickup pincode');
    expect(pincode.maxLength).toBe(6);
    expect(pincode.autocomplete).toBe('postal-code');
  });
});

describe('leadFormState', () => {
  it('is empty before any submit and after a success', () => {
    const empty = { formError: null, errors: {}, values: {} };
    expect(leadFormState(undefined)).toEqual(empty);
    expect(leadFormState({ ok: true, result: { id: 1 } })).toEqual(empty);
  });

  it('hands back the message, field errors and typed values of a failed submit', () => {
    expect(
      leadFormState({
        ok: false,
        formError: 'Please correct the highlighted fields.',
        fieldErrors: { mobile: 'Invalid mobile number' },
        values: { mobile: '123' },
      }),
    ).toEqual({
      formError: 'Please correct the highlighted fields.',
      errors: { mobile: 'Invalid mobile number' },
      values: { mobile: '123' },
    });
  });
});
