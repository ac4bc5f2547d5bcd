import { COUNTRY_CODE } from '@carsetu/contracts';
import { SmsDeliveryError, type SmsProvider } from './sms-provider';

/** MSG91 answers within a second normally; past this the user is better off pressing resend. */
export const MSG91_TIMEOUT_MS = 8_000;

export interface Msg91Options {
  baseUrl: string;
  authKey: string;
  /**
   * The MSG91 flow template id. In India every transactional SMS must match a DLT-registered
   * template; the flow template in MSG91 carries that DLT template id and the sender id, and
   * has the variable `##otp##`.
   */
  templateId: string;
  /**
   * The flow template for notices (vehicle wallet reminders), DLT-registered with one variable
   * `##message##`. Without it notices fail with a clear SmsDeliveryError.
   */
  noticeTemplateId?: string;
  fetchImpl?: typeof fetch;
}

interface Msg91Answer {
  type?: string;
  message?: string;
}

/**
 * MSG91 Flow API (POST /api/v5/flow): the message text is the DLT template's, so only the code
 * travels as a variable. Any non-success answer is a SmsDeliveryError; the code never appears in
 * an error message or log line.
 */
export function createMsg91Sms(options: Msg91Options): SmsProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = new URL('/api/v5/flow', options.baseUrl).toString();
  async function sendFlow(templateId: string, recipient: Record<string, string>) {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authkey: options.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: templateId,
          short_url: '0',
          recipients: [recipient],
        }),
        signal: AbortSignal.timeout(MSG91_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsDeliveryError('MSG91 could not be reached', { cause: error });
    }
    const answer = (await response.json().catch(() => ({}))) as Msg91Answer;
    if (!response.ok || answer.type !== 'success') {
      throw new SmsDeliveryError(
        `MSG91 refused the message (HTTP ${response.status}: ${answer.message ?? 'no message'})`,
      );
    }
  }
  return {
    name: 'msg91',
    async sendOtp({ to, code }) {
      await sendFlow(options.templateId, { mobiles: `${COUNTRY_CODE}${to}`, otp: code });
    },
    async sendNotice({ to, text }) {
      if (!options.noticeTemplateId) {
        throw new SmsDeliveryError('MSG91_NOTICE_TEMPLATE_ID is not set');
      }
      await sendFlow(options.noticeTemplateId, { mobiles: `${COUNTRY_CODE}${to}`, message: text });
    },
  };
}
