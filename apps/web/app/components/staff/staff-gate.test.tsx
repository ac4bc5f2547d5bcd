// @vitest-environment jsdom
import { SALE_MESSAGES } from '@carsetu/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffGate, staffMeta } from './staff-gate';

afterEach(cleanup);

describe('StaffGate', () => {
  it('asks an anonymous visitor to log in with the number that has the role', () => {
    render(<StaffGate state="anonymous" title="My pickups" />);
    expect(screen.getByRole('heading', { level: 1, name: 'My pickups' })).toBeTruthy();
    expect(
      screen.getByText('Log in with the mobile number your CarSetu admin gave the role to.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'LOG IN/SIGN UP' })).toBeTruthy();
  });

  it('tells a logged-in person without the role that the page is for staff', () => {
    render(<StaffGate state="not-staff" title="My pickups" />);
    expect(screen.getByRole('alert').textContent).toBe(
      `${SALE_MESSAGES.notStaff} Ask an admin to grant you the role.`,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('staffMeta', () => {
  it('titles the page as a staff page and keeps it out of search engines', () => {
    expect(staffMeta('My pickups')).toEqual([
      { title: 'My pickups | CarSetu staff' },
      { name: 'robots', content: 'noindex, nofollow' },
    ]);
  });
});
