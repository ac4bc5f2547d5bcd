import type { EChallanPage } from '@carsetu/contracts';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { challanPaths } from './challan-paths';

/** Links to every state and union territory's e-challan page. */
export function StateList({
  states,
  headingId,
}: {
  states: EChallanPage['stateList'];
  headingId: string;
}) {
  const t = useT();
  return (
    <ul
      aria-labelledby={headingId}
      className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
    >
      {states.map((state) => (
        <li key={state.code}>
          <Link
            to={challanPaths.state(state.slug)}
            className="text-blue-700 underline-offset-2 hover:underline"
          >
            {t('e-Challan {place}', { place: state.name })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
