import { SERVICE_HISTORY_LOGIN_REASON } from '@carsetu/contracts';
import { useRef } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useLogin } from '../auth';
import { buttonClasses } from '../ui';

/**
 * "Get full report": a real POST form. With JavaScript, a visitor first sees the login modal
 * (reason 'get service history report') and the form is sent once they are logged in; without
 * it, the action answers with a login message.
 */
export function UnlockReportForm({
  registrationNumber,
  formError,
}: {
  registrationNumber: string;
  formError: string | null;
}) {
  const { user, requireLogin } = useLogin();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  return (
    <Form
      method="post"
      ref={formRef}
      onSubmit={(event) => {
        if (user) return;
        event.preventDefault();
        requireLogin(
          SERVICE_HISTORY_LOGIN_REASON,
          () => {
            if (formRef.current) void submit(formRef.current);
          },
          { intent: 'service-report' },
        );
      }}
    >
      <input type="hidden" name="registrationNumber" value={registrationNumber} />
      <button type="submit" className={buttonClasses('primary', 'py-3')} disabled={busy}>
        {busy ? 'Preparing your report…' : 'Get full report'}
      </button>
      {formError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Free. The report is saved in your account.</p>
      )}
    </Form>
  );
}
