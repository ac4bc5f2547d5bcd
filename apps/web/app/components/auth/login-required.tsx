import { useT } from '../../lib/i18n';
import { buttonClasses } from '../ui';
import type { LoginReason } from './frame-user';
import { useLogin } from './login-context';

/** Shown on a private page to a visitor: the page's login prompt instead of someone's data. */
export function LoginRequired({
  title,
  reason,
  text,
}: {
  title: string;
  reason: LoginReason;
  text: string;
}) {
  const { requireLogin } = useLogin();
  const t = useT();
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <button
        type="button"
        onClick={() => requireLogin(reason)}
        className={buttonClasses('primary', 'mt-6')}
      >
        {t('LOG IN/SIGN UP')}
      </button>
    </main>
  );
}
