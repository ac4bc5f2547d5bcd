// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPolicyNotice } from '../../components/auth/login-policy-notice';
import { LocaleProvider, translator, useT } from './index';

afterEach(cleanup);

function Greeting() {
  const t = useT();
  return <p>{t('Used cars in {city}', { city: 'Pune' })}</p>;
}

describe('translations (decision 0180)', () => {
  it('renders English by default and Hindi under the Hindi provider', () => {
    render(<Greeting />);
    expect(screen.getByText('Used cars in Pune')).toBeTruthy();
    cleanup();
    render(
      <LocaleProvider locale="hi">
        <Greeting />
      </LocaleProvider>,
    );
    expect(screen.getByText('Pune में पुरानी कारें')).toBeTruthy();
  });

  it('shows a text that is not in the catalog as it came (an API message, data)', () => {
    expect(translator('hi')('Maruti Suzuki Swift VXI')).toBe('Maruti Suzuki Swift VXI');
  });

  it('keeps links inside a translated sentence, in the translation’s order', () => {
    render(
      <LocaleProvider locale="hi">
        <LoginPolicyNotice />
      </LocaleProvider>,
    );
    const notice = screen.getByText(/लॉग इन करके/);
    expect(notice.textContent).toBe(
      'लॉग इन करके, आप हमारी प्राइवेसी पॉलिसी, नियम और शर्तों, लेंडिंग कंपनी की शर्तों और क्रेडिट ब्यूरो की उपयोग शर्तों से सहमत होते हैं।',
    );
    expect(screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी' }).getAttribute('href')).toBe(
      '/privacy-policy-buy-cars',
    );
  });
});
