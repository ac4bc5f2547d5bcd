// @vitest-environment jsdom
import { PHONE_LENGTH } from '@carsetu/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileNumberField } from './mobile-number-field';

afterEach(cleanup);

function renderField(overrides: Partial<Parameters<typeof MobileNumberField>[0]> = {}) {
  const props = {
    name: 'mobile',
    value: '',
    error: null,
    onChange: vi.fn(),
    ...overrides,
  };
  render(<MobileNumberField {...props} />);
  return props;
}

/** The field as its owners use it: controlled, value kept in state. */
function Controlled({ onBlur }: { onBlur?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <MobileNumberField
      name="mobile"
      value={value}
      error={null}
      onChange={setValue}
      onBlur={onBlur}
    />
  );
}

describe('MobileNumberField', () => {
  it('is a labelled numeric phone field with the +91 prefix hidden from screen readers', () => {
    renderField({ placeholder: '10 digit mobile number' });
    const field = screen.getByLabelText('Mobile number');
    expect(field.getAttribute('name')).toBe('mobile');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('tel-national');
    expect(field.getAttribute('placeholder')).toBe('10 digit mobile number');
    expect(screen.getByText('+91').getAttribute('aria-hidden')).toBe('true');
  });

  it(`accepts at most ${PHONE_LENGTH} characters`, async () => {
    render(<Controlled />);
    const field = screen.getByLabelText<HTMLInputElement>('Mobile number');
    await userEvent.type(field, '98765432101234');
    expect(field.value).toBe('9876543210');
  });

  it('reports every change and the blur to its owner', async () => {
    const onBlur = vi.fn();
    const props = renderField({ onBlur });
    await userEvent.type(screen.getByLabelText('Mobile number'), '9');
    expect(props.onChange).toHaveBeenCalledWith('9');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps an empty alert line when valid, so the layout does not jump', () => {
    renderField();
    const field = screen.getByLabelText('Mobile number');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows the error as an alert that describes the field', () => {
    renderField({ error: 'Please enter a valid mobile number' });
    const field = screen.getByLabelText('Mobile number');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please enter a valid mobile number');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('can be locked once the number is verified, and shows what the owner puts under it', () => {
    renderField({ value: '9876543210', disabled: true, children: <p>Verified</p> });
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').disabled).toBe(true);
    expect(screen.getByText('Verified')).toBeTruthy();
  });

  it('hands its input to the owner for focusing', () => {
    const inputRef = createRef<HTMLInputElement>();
    renderField({ inputRef });
    expect(inputRef.current).toBe(screen.getByLabelText('Mobile number'));
  });
});
