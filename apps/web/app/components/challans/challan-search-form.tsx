import { RegistrationNumberForm } from '../ui';
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
  return (
    <RegistrationNumberForm
      action={challanPaths.lookup()}
      submitLabel="Check challans"
      submitWidthClass="sm:w-48"
      defaultValue={defaultValue}
      error={error}
      placeholder={placeholder}
      headingId={headingId}
    />
  );
}
