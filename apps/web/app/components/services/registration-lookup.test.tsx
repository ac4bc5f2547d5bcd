// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Confirmation } from './confirmation';
import {
  Detail,
  RegistrationLookupHero,
  SandboxNote,
  VehicleResultCard,
} from './registration-lookup';

afterEach(cleanup);

function renderHero(error: string | null = null) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <RegistrationLookupHero
          headingId="rto-heading"
          title="RTO vehicle details"
          intro="Owner, fuel and registration date of any car."
          action="/rto-vehicle-registration-details/"
          submitLabel="Get details"
          regNo="MH12AB1234"
          error={error}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('RegistrationLookupHero', () => {
  it('is the page heading with a look-up form named by it and the last number kept', async () => {
    renderHero();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RTO vehicle details' }),
    ).toBeTruthy();
    const form = screen.getByRole('form', { name: 'RTO vehicle details' });
    expect(form.getAttribute('action')).toBe('/rto-vehicle-registration-details/');
    expect(within(form).getByLabelText<HTMLInputElement>('Vehicle registration number').value).toBe(
      'MH12AB1234',
    );
    expect(within(form).getByRole('button', { name: 'Get details' })).toBeTruthy();
  });

  it('shows the look-up error in the form', async () => {
    renderHero('No vehicle found');
    expect((await screen.findByRole('alert')).textContent).toBe('No vehicle found');
  });
});

describe('VehicleResultCard and Detail', () => {
  it('names the result by the car and lists its details as terms', () => {
    render(
      <VehicleResultCard headingId="car" registrationNumber="MH12AB1234" make="Tata" model="Nexon">
        <dl>
          <Detail label="Fuel" value="Diesel" />
        </dl>
      </VehicleResultCard>,
    );
    const card = screen.getByRole('region', { name: 'Tata Nexon' });
    expect(within(card).getByText('MH12AB1234')).toBeTruthy();
    expect(within(card).getByRole('term').textContent).toBe('Fuel');
    expect(within(card).getByRole('definition').textContent).toBe('Diesel');
  });
});

describe('SandboxNote', () => {
  it('says plainly when the data is generated', () => {
    render(<SandboxNote source="sandbox" what="the RTO registry" />);
    expect(
      screen.getByText(
        'Sandbox data: the RTO registry is not connected in this environment, so these details are generated for the number.',
      ),
    ).toBeTruthy();
  });

  it('says nothing for real data', () => {
    const { container } = render(<SandboxNote source="vahan" what="the RTO registry" />);
    expect(container.textContent).toBe('');
  });
});

describe('Confirmation', () => {
  it('is a region named by its title, with the reference to quote', () => {
    render(
      <Confirmation title="Pickup requested" reference="SCR-0042">
        <p>We will call you within a day.</p>
      </Confirmation>,
    );
    const panel = screen.getByRole('region', { name: 'Pickup requested' });
    expect(within(panel).getByText('SCR-0042').tagName).toBe('STRONG');
    expect(within(panel).getByText('We will call you within a day.')).toBeTruthy();
  });
});
