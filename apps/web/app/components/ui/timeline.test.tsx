// @vitest-environment jsdom
import { bookingNextSteps } from '@carsetu/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Timeline } from './timeline';

afterEach(cleanup);

describe('Timeline', () => {
  it('lists the steps in order and marks only the current one, in words too', () => {
    render(<Timeline label="What happens next" steps={bookingNextSteps('reserved')} />);
    const list = screen.getByRole('list', { name: 'What happens next' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Token paid (Done)'),
      expect.stringContaining('Call from your relationship manager (Current step)'),
      expect.stringContaining('Test drive and delivery (Coming up)'),
      expect.stringContaining('Documents (Coming up)'),
      expect.stringContaining('Balance payment (Coming up)'),
    ]);
    const current = items.filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toContain('relationship manager');
  });

  it('moves the current step on once a test drive is booked', () => {
    render(
      <Timeline
        label="What happens next"
        steps={bookingNextSteps('reserved', { testDriveScheduled: true })}
      />,
    );
    const current = screen
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Test drive and delivery');
  });

  it('renders nothing before the token is paid', () => {
    const { container } = render(
      <Timeline label="What happens next" steps={bookingNextSteps('payment-failed')} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
