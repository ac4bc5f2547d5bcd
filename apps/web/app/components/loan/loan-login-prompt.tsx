import { useLogin } from '../auth';
import { buttonClasses } from '../ui';

/**
 * The personal-details page for a visitor: the login with the loan heading. After login the
 * identity module comes back to this page with the same redirectTo and cfSource, so the
 * visitor's return path is not lost (LoginRequired would nest this page's own URL instead).
 */
export function LoanLoginPrompt({
  redirectTo,
  cfSource,
}: {
  redirectTo: string;
  cfSource: string;
}) {
  const { requireLogin } = useLogin();
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">Check your loan eligibility</h1>
      <p className="mt-3 text-slate-700">
        Log in with your mobile number to check your used-car loan eligibility. It does not affect
        your credit score.
      </p>
      <button
        type="button"
        onClick={() => requireLogin('loan-eligibility', undefined, { redirectTo, cfSource })}
        className={buttonClasses('primary', 'mt-6')}
      >
        LOG IN/SIGN UP
      </button>
    </main>
  );
}
