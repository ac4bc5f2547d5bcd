// @vitest-environment jsdom
import { NEW_CAR_COMPARE_MAX } from '@carsetu/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CompareForm } from './compare-form';
import { CompareTable } from './compare-table';
import { modelDetail, newCarModel } from './new-cars.fixtures';

afterEach(cleanup);

const OPTIONS = [
  newCarModel({ id: 101, name: 'Nexon' }),
  newCarModel({ id: 102, name: 'Altroz', bodyType: 'hatchback' }),
  newCarModel({ id: 201, name: 'Seltos', make: { id: 2, name: 'Kia', slug: 'kia' } }),
  newCarModel({
    id: 301,
    name: 'Swift',
    make: { id: 3, name: 'Maruti Suzuki', slug: 'maruti-suzuki' },
  }),
];

function ShowUrl() {
  const location = useLocation();
  return <p data-testid="url">{location.pathname + location.search}</p>;
}

function renderForm(selectedIds: number[] = []) {
  const Stub = createRoutesStub([
    {
      path: '/new-cars/compare-cars/',
      Component: () => (
        <>
          <ShowUrl />
          <CompareForm options={OPTIONS} selectedIds={selectedIds} />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={['/new-cars/compare-cars/']} />);
}

describe('CompareForm', () => {
  it(`offers ${NEW_CAR_COMPARE_MAX} labelled slots, the last one optional`, async () => {
    renderForm();
    expect(await screen.findByLabelText('First car')).toBeTruthy();
    expect(screen.getByLabelText('Second car')).toBeTruthy();
    expect(screen.getByLabelText('Third car (optional)')).toBeTruthy();
    expect(screen.getAllByRole('combobox')).toHaveLength(NEW_CAR_COMPARE_MAX);
  });

  it('groups the models by brand, brands and models A–Z', async () => {
    renderForm();
    const first = await screen.findByLabelText('First car');
    const groups = within(first).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Kia',
      'Maruti Suzuki',
      'Tata',
    ]);
    expect(
      within(groups[2]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tata Altroz', 'Tata Nexon']);
    expect((within(first).getAllByRole('option')[0] as HTMLOptionElement).value).toBe('');
  });

  it('preselects the models already compared', async () => {
    renderForm([201, 101]);
    expect((await screen.findByLabelText<HTMLSelectElement>('First car')).value).toBe('201');
    expect(screen.getByLabelText<HTMLSelectElement>('Second car').value).toBe('101');
    expect(screen.getByLabelText<HTMLSelectElement>('Third car (optional)').value).toBe('');
  });

  it('puts the chosen models in a shareable URL', async () => {
    renderForm();
    await userEvent.selectOptions(await screen.findByLabelText('First car'), 'Kia Seltos');
    await userEvent.selectOptions(screen.getByLabelText('Second car'), 'Tata Nexon');
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect((await screen.findByTestId('url')).textContent).toBe(
      '/new-cars/compare-cars/?model=201&model=101&model=',
    );
  });
});

describe('CompareTable', () => {
  const nexon = modelDetail();
  const seltos = modelDetail({
    model: newCarModel({
      id: 201,
      name: 'Seltos',
      make: { id: 2, name: 'Kia', slug: 'kia' },
      bodyType: 'suv',
      fuelTypes: ['petrol'],
      transmissions: ['automatic'],
      minExShowroomPaise: 11_00_000_00,
      maxExShowroomPaise: 20_00_000_00,
      url: '/new-cars/kia/seltos/',
    }),
    variants: [],
    engineCc: null,
  });

  function renderTable() {
    const Stub = createRoutesStub([
      { path: '/', Component: () => <CompareTable compared={[nexon, seltos]} /> },
    ]);
    render(<Stub initialEntries={['/']} />);
  }

  it('is a focusable region named "Tata Nexon vs Kia Seltos"', async () => {
    renderTable();
    const region = await screen.findByRole('region', { name: 'Tata Nexon vs Kia Seltos' });
    expect(region.tabIndex).toBe(0);
  });

  it('heads each column with a link to the model page', async () => {
    renderTable();
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Tata Nexon', 'Kia Seltos']);
    expect(screen.getByRole('link', { name: 'Kia Seltos' }).getAttribute('href')).toBe(
      '/new-cars/kia/seltos/',
    );
  });

  it('lines up price and key specs row by row', async () => {
    renderTable();
    await screen.findByRole('table');
    const row = (label: string) =>
      within(screen.getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Ex-showroom price',
      'Body type',
      'Seats',
      'Fuel',
      'Transmission',
      'Engine',
      'Variants',
      'Model years',
    ]);
    expect(row('Body type')).toEqual(['Compact SUV', 'SUV']);
    expect(row('Fuel')).toEqual(['Petrol, Diesel', 'Petrol']);
    expect(row('Engine')).toEqual(['1199 - 1497 cc', 'Electric']);
    expect(row('Variants')).toEqual(['2', '0']);
    expect(row('Ex-showroom price')).toEqual(['₹8.00 - 15.50 Lakh', '₹11.00 - 20.00 Lakh']);
  });
});
