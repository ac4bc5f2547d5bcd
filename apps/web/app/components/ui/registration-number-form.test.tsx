// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistrationNumberForm } from './registration-number-form';

afterEach(cleanup);

function ShowLocation() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.search}
    </p>
  );
}

function renderForm(props: Partial<Parameters<typeof RegistrationNumberForm>[0]> = {}) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <h2 id="check-heading">Check challans</h2>
          <RegistrationNumberForm
            action="/challan-results"
            submitLabel="Check challans"
            headingId="check-heading"
            {...props}
          />
        </>
      ),
    },
    { path: '/challan-results', Component: ShowLocation },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('RegistrationNumberForm', () => {
  it('is a form named by its heading with a required, labelled field', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Check challans' })).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>('Vehicle registration number');
    expect(field.required).toBe(true);
    expect(field.maxLength).toBe(15);
    expect(field.placeholder).toBe('e.g. MH12AB1234');
  });

  it('explains which number formats work while there is no error', () => {
    renderForm();
    const hint = screen.getByText('Standard (MH12AB1234) and Bharat-series (22BH1234AA) numbers.');
    const field = screen.getByLabelText('Vehicle registration number');
    expect(field.getAttribute('aria-describedby')).toBe(hint.id);
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces the hint with the error as an alert and marks the field invalid', () => {
    renderForm({ error: 'Enter a valid registration number', defaultValue: 'XX' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a valid registration number');
    const field = screen.getByLabelText<HTMLInputElement>('Vehicle registration number');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(field.value).toBe('XX');
    expect(screen.queryByText(/Bharat-series/)).toBeNull();
  });

  it('submits as a GET to its action with ?regNo=', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Vehicle registration number'), 'MH12AB1234');
    await userEvent.click(screen.getByRole('button', { name: 'Check challans' }));
    expect(await screen.findByText('Now at /challan-results?regNo=MH12AB1234')).toBeTruthy();
  });

  it('names its submit button as the page asks', () => {
    renderForm({ submitLabel: 'Get report' });
    expect(screen.getByRole('button', { name: 'Get report' }).getAttribute('type')).toBe('submit');
  });
});
