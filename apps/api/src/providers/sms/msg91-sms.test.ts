import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMsg91Sms } from './msg91-sms';
import { SmsDeliveryError } from './sms-provider';

interface Received {
  path?: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A local fake of MSG91's Flow API: checks the auth key, records requests, answers like MSG91. */
function fakeMsg91(validKey: string) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ path: req.url, headers: req.headers, body: JSON.parse(raw || '{}') });
      res.setHeader('content-type', 'application/json');
      if (req.headers.authkey !== validKey) {
        res.statusCode = 401;
        res.end(JSON.stringify({ type: 'error', message: 'Authentication failure' }));
        return;
      }
      res.end(JSON.stringify({ type: 'success', message: '3763646c3058373530393531' }));
    });
  });
  return { server, received };
}

describe('MSG91 SMS adapter against a local fake', () => {
  const fake = fakeMsg91('test-auth-key');
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const message = { to: '9876543210', code: '4821', purpose: 'login' as const, text: 'unused' };

  it('posts the flow request with the DLT template, +91 number and the code as a variable', async () => {
    const sms = createMsg91Sms({ baseUrl, authKey: 'test-auth-key', templateId: 'tmpl-otp-1' });
    await sms.sendOtp(message);
    const last = fake.received.at(-1)!;
    expect(last.path).toBe('/api/v5/flow');
    expect(last.headers.authkey).toBe('test-auth-key');
    expect(last.body).toEqual({
      template_id: 'tmpl-otp-1',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '4821' }],
    });
  });

  it('turns a refusal into SmsDeliveryError without the code in the message', async () => {
    const sms = createMsg91Sms({ baseUrl, authKey: 'wrong-key', templateId: 'tmpl-otp-1' });
    const error = await sms.sendOtp(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toContain('HTTP 401');
    expect((error as Error).message).not.toContain('4821');
  });

  it('turns an unreachable server into SmsDeliveryError', async () => {
    const sms = createMsg91Sms({ baseUrl: 'http://127.0.0.1:9', authKey: 'k', templateId: 't' });
    await expect(sms.sendOtp(message)).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
