import { msg, RichText, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** Terms of the lending partner and the credit bureau are sections of the terms page. */
export const LENDING_TERMS_ANCHOR = 'lending-partner-terms';
export const CREDIT_BUREAU_TERMS_ANCHOR = 'credit-bureau-terms-of-use';

const linkClass = 'font-medium text-blue-700 underline';

/** Spec §2: by logging in the user agrees to these four documents (opened in a new tab so the login is kept). */
export function LoginPolicyNotice() {
  const t = useT();
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <p className="mt-5 text-xs leading-relaxed text-slate-600">
      <RichText
        message={msg(
          'By logging in, you agree to our {privacy}, {terms}, the {lending} and the {bureau}.',
        )}
        parts={{
          privacy: (
            <a href={paths.privacyPolicy()} className={linkClass} {...external}>
              {t('Privacy Policy')}
            </a>
          ),
          terms: (
            <a href={paths.terms()} className={linkClass} {...external}>
              {t('Terms and Conditions')}
            </a>
          ),
          lending: (
            <a
              href={`${paths.terms()}#${LENDING_TERMS_ANCHOR}`}
              className={linkClass}
              {...external}
            >
              {t('terms of the lending company')}
            </a>
          ),
          bureau: (
            <a
              href={`${paths.terms()}#${CREDIT_BUREAU_TERMS_ANCHOR}`}
              className={linkClass}
              {...external}
            >
              {t('credit bureau terms of use')}
            </a>
          ),
        }}
      />
    </p>
  );
}
