// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, paise } from '@carsetu/contracts';
import { LocaleProvider } from '../../lib/i18n';
import { CleanPapersBadge } from './clean-papers-badge';
import { MarketPriceLabel } from './market-price-label';

afterEach(cleanup);

describe('MarketPriceLabel', () => {
  it('names the label and shows the numbers only after a tap', async () => {
    const user = userEvent.setup();
    render(
      <MarketPriceLabel
        price={{
          label: 'good',
          medianPaise: 5_45_000_00,
          similarCount: 7,
          cityName: 'Pune',
          yearFrom: 2019,
          yearTo: 2021,
        }}
      />,
    );
    const button = screen.getByRole('button', { name: /Good price/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const numbers = screen.getByText(/^Median/);
    expect(numbers.hidden).toBe(true); // until tapped
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(numbers.hidden).toBe(false);
    expect(numbers.textContent).toBe(
      // The money format is the shared formatter's (₹ and lakh).
      `Median ${formatMoney(paise(5_45_000_00), 'compact')} for 7 similar cars in Pune, 2019–2021`,
    );
    expect(button.getAttribute('aria-controls')).toBe(numbers.id);
    await user.click(button);
    expect(numbers.hidden).toBe(true);
  });

  it('speaks Hindi on a Hindi page, with the city, years and money as they come', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="hi">
        <MarketPriceLabel
          price={{
            label: 'great',
            medianPaise: 5_45_000_00,
            similarCount: 1,
            cityName: 'Pune',
            yearFrom: 2020,
            yearTo: 2020,
          }}
        />
        <CleanPapersBadge />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: /बहुत बढ़िया कीमत/ }));
    expect(screen.getByText(/मीडियन कीमत/).textContent).toBe(
      `Pune में 2020 की 1 मिलती-जुलती कार की मीडियन कीमत ${formatMoney(paise(5_45_000_00), 'compact')}`,
    );
    expect(screen.getByText('साफ़ कागज़ात')).toBeTruthy();
  });
});
