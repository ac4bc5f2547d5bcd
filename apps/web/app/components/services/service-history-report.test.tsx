// @vitest-environment jsdom
import type { ServiceHistoryReport, ServiceVisit } from '@carsetu/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OdometerChart } from './odometer-chart';
import { ServiceHistoryReportView } from './service-history-report';

afterEach(cleanup);

const visit = (date: string, odometerKm: number, isOdometerDrop = false): ServiceVisit => ({
  date,
  odometerKm,
  workshop: 'Tata Motors Service',
  city: 'Pune',
  workDone: ['Oil change', 'Wheel alignment'],
  parts: ['Oil filter'],
  isOdometerDrop,
});

const VISITS = [
  visit('2021-03-10', 10_000),
  visit('2022-04-02', 25_500),
  visit('2023-05-20', 18_000, true),
];

function report(overrides: Partial<ServiceHistoryReport> = {}): ServiceHistoryReport {
  return {
    reportId: 'r1',
    registrationNumber: 'MH12AB1234',
    make: 'Tata',
    model: 'Nexon',
    fuelType: 'Diesel',
    registrationDate: '2020-09-02',
    visits: VISITS,
    maxOdometerKm: 25_500,
    suspectedOdometerRollback: true,
    isSample: false,
    unlockedAt: '2026-11-20T10:00:00Z',
    source: 'partner',
    ...overrides,
  };
}

const detail = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('ServiceHistoryReportView', () => {
  it('heads the report with the car and sums it up', () => {
    render(<ServiceHistoryReportView report={report()} />);
    expect(screen.getByRole('article', { name: 'Service history of Tata Nexon' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Service history of Tata Nexon',
    );
    expect(detail('Fuel')).toBe('Diesel');
    expect(detail('Registered on')).toBe('2 Sep 2020');
    expect(detail('Service records')).toBe('3');
    expect(detail('Highest odometer')).toBe('25,500 km');
  });

  it('warns about a suspected odometer rollback', () => {
    render(<ServiceHistoryReportView report={report()} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Suspected odometer rollback');
    expect(alert.textContent).toContain('have the car inspected before you pay');
  });

  it('does not warn when the readings only go up', () => {
    render(<ServiceHistoryReportView report={report({ suspectedOdometerRollback: false })} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the visits newest first, with the drop marked', () => {
    render(<ServiceHistoryReportView report={report()} />);
    const timeline = screen.getByRole('region', { name: 'Service timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '20 May 2023 · 18,000 kmOdometer lower than before',
      '2 Apr 2022 · 25,500 km',
      '10 Mar 2021 · 10,000 km',
    ]);
    expect(within(items[0]!).getByText('Tata Motors Service, Pune')).toBeTruthy();
    expect(within(items[0]!).getByText('Oil change, Wheel alignment')).toBeTruthy();
  });

  it('nests its headings one level down inside another page', () => {
    render(<ServiceHistoryReportView report={report()} headingLevel="h2" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Service history of Tata Nexon',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Service timeline' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('explains an empty history instead of an empty chart', () => {
    render(
      <ServiceHistoryReportView
        report={report({ visits: [], maxOdometerKm: null, suspectedOdometerRollback: false })}
      />,
    );
    expect(detail('Highest odometer')).toBe('No readings');
    expect(screen.getByText(/No authorised-workshop service records were found/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('marks the sample report and sandbox data', () => {
    render(<ServiceHistoryReportView report={report({ isSample: true, source: 'sandbox' })} />);
    expect(screen.getByText('Sample report · MH12AB1234')).toBeTruthy();
    expect(
      screen.getByText(/Sandbox data: the workshop-records partner is not connected/),
    ).toBeTruthy();
  });
});

describe('OdometerChart', () => {
  it('draws nothing without visits', () => {
    const { container } = render(<OdometerChart visits={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('gives the readings as a table for screen readers, in a focusable scroll region', () => {
    render(<OdometerChart visits={VISITS} />);
    const region = screen.getByRole('region', { name: 'Odometer reading at each service visit' });
    expect(region.tabIndex).toBe(0);
    const rows = within(region).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['10 Mar 2021', '10,000 km', 'OK'],
      ['2 Apr 2022', '25,500 km', 'OK'],
      ['20 May 2023', '18,000 km', 'Lower than before'],
    ]);
  });

  it('hides the drawing from assistive technology and labels its axes', () => {
    const { container } = render(<OdometerChart visits={VISITS} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const labels = Array.from(svg.querySelectorAll('text')).map((text) => text.textContent);
    expect(labels).toEqual(['25,500 km', '0', '2021', '2023']);
  });

  it('draws the segment into a lower reading red and dashed', () => {
    const { container } = render(<OdometerChart visits={VISITS} />);
    const segments = Array.from(container.querySelectorAll('svg line')).slice(2);
    expect(segments.map((line) => line.getAttribute('stroke-dasharray'))).toEqual([null, '6 4']);
    expect(segments[1]!.getAttribute('stroke')).toBe('#b91c1c');
  });

  it('copes with a single visit', () => {
    render(<OdometerChart visits={[visit('2024-01-15', 500)]} />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
