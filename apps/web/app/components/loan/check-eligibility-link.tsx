import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useLogin } from '../auth';
import { buttonClasses } from '../ui';
import { loanPaths } from './loan-paths';

/**
 * "Check eligibility": a real link to the personal-details page (works without JavaScript, where
 * that page offers the login itself). With JavaScript a visitor gets the login modal with the
 * loan heading; after login the identity module sends them to the same page (spec §4).
 */
export function CheckEligibilityLink({
  redirectTo,
  cfSource,
  className = '',
  children = 'Check eligibility',
}: {
  redirectTo: string;
  cfSource: string;
  className?: string;
  children?: string;
}) {
  const { user, requireLogin } = useLogin();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (user) return;
    event.preventDefault();
    requireLogin('loan-eligibility', undefined, { redirectTo, cfSource });
  };
  return (
    <Link
      to={loanPaths.personalDetails(redirectTo, cfSource)}
      onClick={onClick}
      className={buttonClasses('primary', `px-6 py-3 text-lg ${className}`)}
    >
      {children}
    </Link>
  );
}
