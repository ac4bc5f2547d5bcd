// @vitest-environment jsdom
import { INVALID_MOBILE_MESSAGE, INVALID_REGISTRATION_MESSAGE } from '@carsetu/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SellForm } from './sell-form';

afterEach(cleanup);

/** The form on /sell-used-cars/ posting to an action the test watches. */
function renderForm(props: Partial<Parameters<typeof SellForm>[0]> = {}) {
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const form = await request.formData();
    return { got: Object.fromEntries(form) };
  });
  function Page() {
    useLocation();
    return <SellForm action="/sell-used-cars/" {...props} />;
  }
  const Stub = createRoutesStub([{ path: '/sell-used-cars/', Component: Page, action }]);
  render(<Stub initialEntries={['/sell-used-cars/']} />);
  return action;
}

const registration = () => screen.getByLabelText('Car registration number') as HTMLInputElement;
const mobile = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Get car price' }));

describe('SellForm', () => {
  it('has labelled fields for the registration number and a +91 mobile', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Get the best price for your car' })).toBeTruthy();
    expect(registration().getAttribute('maxlength')).toBe('13');
    expect(mobile().getAttribute('inputmode')).toBe('numeric');
    expect(mobile().getAttribute('autocomplete')).toBe('tel-national');
    expect(screen.getByText('+91')).toBeTruthy();
  });

  it('keeps only digits in the mobile field, at most 10 (spec §5)', async () => {
    renderForm();
    await userEvent.type(mobile(), '98a7-65 4321099');
    expect(mobile().value).toBe('9876543210');
  });

  it('shows the spec messages for both fields before sending anything', async () => {
    const action = renderForm();
    await userEvent.type(registration(), 'MH12');
    await userEvent.type(mobile(), '12345');
    await submit();
    expect(screen.getByText(INVALID_REGISTRATION_MESSAGE)).toBeTruthy();
    expect(screen.getByText(INVALID_MOBILE_MESSAGE)).toBeTruthy();
    expect(registration().getAttribute('aria-invalid')).toBe('true');
    expect(registration().getAttribute('aria-describedby')).toBe('sell-registration-error');
    expect(mobile().getAttribute('aria-describedby')).toBe('sell-mobile-error');
    expect(action).not.toHaveBeenCalled();
  });

  it('marks only the wrong field', async () => {
    renderForm();
    await userEvent.type(registration(), 'MH12AB1234');
    await submit();
    expect(registration().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(INVALID_REGISTRATION_MESSAGE)).toBeNull();
    expect(mobile().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a valid request to the page action', async () => {
    const action = renderForm();
    await userEvent.type(registration(), 'mh12ab1234');
    await userEvent.type(mobile(), '9876543210');
    await submit();
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]![0].request.method).toBe('POST');
    expect(await action.mock.results[0]!.value).toEqual({
      got: { registrationNumber: 'mh12ab1234', mobile: '9876543210' },
    });
  });

  it('clears the messages once the user fixes the fields', async () => {
    const action = renderForm();
    await submit();
    expect(screen.getByText(INVALID_MOBILE_MESSAGE)).toBeTruthy();
    await userEvent.type(registration(), 'MH12AB1234');
    await userEvent.type(mobile(), '9876543210');
    await submit();
    expect(screen.queryByText(INVALID_MOBILE_MESSAGE)).toBeNull();
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });

  it("shows the server's messages and keeps the values of a form posted without JavaScript", () => {
    renderForm({
      serverErrors: { mobile: INVALID_MOBILE_MESSAGE },
      values: { registrationNumber: 'MH12AB1234', mobile: '5555555555' },
    });
    expect(registration().value).toBe('MH12AB1234');
    expect(mobile().value).toBe('5555555555');
    expect(screen.getByText(INVALID_MOBILE_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(INVALID_REGISTRATION_MESSAGE)).toBeNull();
  });
});
