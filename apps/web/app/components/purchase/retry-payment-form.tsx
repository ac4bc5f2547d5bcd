import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClasses } from '../ui';

/** The "Retry payment" button of a failed or abandoned order (order page and My Bookings). */
export function RetryPaymentForm({
  orderNumber,
  idempotencyKey,
  className,
}: {
  orderNumber: string;
  idempotencyKey: string;
  className?: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('orderNumber') === orderNumber;
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value="retry-payment" />
      <input type="hidden" name="orderNumber" value={orderNumber} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <button type="submit" className={buttonClasses('primary')} disabled={busy}>
        {busy ? t('Opening payment…') : t('Retry payment')}
      </button>
    </Form>
  );
}
