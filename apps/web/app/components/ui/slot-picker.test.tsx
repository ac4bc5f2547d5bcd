// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SlotPicker, type SlotDay } from './slot-picker';

afterEach(cleanup);

const days: SlotDay[] = [
  {
    date: '2026-11-27',
    label: 'Fri, 27 Nov',
    slots: [
      { start: '2026-11-27T10:00', label: '10:00 AM', available: true },
      { start: '2026-11-27T12:00', label: '12:00 PM', available: false },
    ],
  },
  {
    date: '2026-11-28',
    label: 'Sat, 28 Nov',
    slots: [
      { start: '2026-11-28T10:00', label: '10:00 AM', available: true },
      { start: '2026-11-28T12:00', label: '12:00 PM', available: true },
    ],
  },
];

function radio(name: string) {
  return screen.getByRole<HTMLInputElement>('radio', { name });
}

describe('SlotPicker', () => {
  it('groups the slots of each day under the day label', () => {
    render(<SlotPicker days={days} />);
    expect(screen.getByRole('group', { name: 'Fri, 27 Nov' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sat, 28 Nov' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });

  it('names each slot with its day, so two 10:00 AM chips are told apart', () => {
    render(<SlotPicker days={days} />);
    expect(radio('Fri, 27 Nov, 10:00 AM').value).toBe('2026-11-27T10:00');
    expect(radio('Sat, 28 Nov, 10:00 AM').value).toBe('2026-11-28T10:00');
  });

  it('disables and announces a full slot', () => {
    render(<SlotPicker days={days} />);
    expect(radio('Fri, 27 Nov, 12:00 PM (full)').disabled).toBe(true);
    expect(radio('Fri, 27 Nov, 10:00 AM').disabled).toBe(false);
  });

  it('disables the current slot when moving a booking', () => {
    render(<SlotPicker days={days} currentStart="2026-11-28T12:00" />);
    expect(radio('Sat, 28 Nov, 12:00 PM (your current slot)').disabled).toBe(true);
  });

  it('preselects the checked slot and submits under the given field name', () => {
    render(
      <form aria-label="Book">
        <SlotPicker days={days} name="pickupStart" checked="2026-11-28T10:00" />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Book' });
    expect(new FormData(form).get('pickupStart')).toBe('2026-11-28T10:00');
  });

  it('lets the user pick one slot at a time', async () => {
    render(
      <form aria-label="Book">
        <SlotPicker days={days} />
      </form>,
    );
    await userEvent.click(radio('Fri, 27 Nov, 10:00 AM'));
    await userEvent.click(radio('Sat, 28 Nov, 12:00 PM'));
    expect(radio('Fri, 27 Nov, 10:00 AM').checked).toBe(false);
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Book' });
    expect(new FormData(form).get('slotStart')).toBe('2026-11-28T12:00');
  });

  it('does not select a full slot when clicked', async () => {
    render(<SlotPicker days={days} />);
    await userEvent.click(radio('Fri, 27 Nov, 12:00 PM (full)'));
    expect(radio('Fri, 27 Nov, 12:00 PM (full)').checked).toBe(false);
  });
});
