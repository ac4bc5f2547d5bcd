import { useT } from '../../lib/i18n';
import { RegistrationNumberForm } from '../ui';
import { translateKnown } from './api-texts';
import { challanPaths } from './challan-paths';

/** The challan lookup: the shared registration-number form aimed at /traffic-challan/. */
export function ChallanSearchForm({
  defaultValue,
  error,
  placeholder,
  headingId,
}: {
  defaultValue?: string;
  error?: string | null;
  placeholder?: string;
  headingId?: string;
}) {
  const t = useT();
  return (
    <RegistrationNumberForm
      action={challanPaths.lookup()}
      submitLabel={t('Check challans')}
      submitWidthClass="sm:w-48"
      defaultValue={defaultValue}
      error={error ? translateKnown(t, error) : error}
      placeholder={placeholder}
      headingId={headingId}
    />
  );
}
