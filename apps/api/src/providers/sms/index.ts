import type { Database } from '@carsetu/db';
import type { AppConfig } from '../../config/env';
import { createMsg91Sms } from './msg91-sms';
import { createSandboxOutboxSms } from './sandbox-outbox-sms';
import { SmsDeliveryError, type SmsProvider } from './sms-provider';

/**
 * The configured SMS provider. The outbox is refused unless sandbox providers are allowed (so a
 * production server never "sends" codes to a table); MSG91 without its keys fails every send
 * with a clear message instead of pretending.
 */
export function createSmsProvider(config: AppConfig, db: Database): SmsProvider {
  if (config.sms.provider === 'outbox') {
    if (!config.allowSandboxProviders) {
      throw new Error(
        'SMS_PROVIDER=outbox is a sandbox provider: set ALLOW_SANDBOX_PROVIDERS=1 or configure MSG91.',
      );
    }
    return createSandboxOutboxSms(db, config.now);
  }
  const { authKey, templateId, baseUrl } = config.sms.msg91;
  if (!authKey || !templateId) {
    return {
      name: 'msg91',
      sendOtp: async () => {
        throw new SmsDeliveryError('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are not set');
      },
      sendNotice: async () => {
        throw new SmsDeliveryError('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are not set');
      },
    };
  }
  return createMsg91Sms({
    baseUrl,
    authKey,
    templateId,
    noticeTemplateId: config.sms.msg91.noticeTemplateId,
  });
}

export type { SmsProvider, OtpSms, NoticeSms } from './sms-provider';
export { SmsDeliveryError } from './sms-provider';
