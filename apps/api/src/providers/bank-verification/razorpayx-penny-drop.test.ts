import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayXPennyDrop } from './razorpayx-penny-drop';
import { createSandboxPennyDrop } from './sandbox-penny-drop';

describe('penny-drop providers', () => {
  const requests: { method: string; url: string; auth: string; body: string }[] = [];
  let baseUrl = '';
  // A stand-in for RazorpayX: the first validation completes at once, account ...0000 is
  // invalid, and account ...2222 stays "created" once before completing.
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push({
        method: request.method!,
        url: request.url!,
        auth: request.headers.authorization ?? '',
        body,
      });
      response.setHeader('content-type', 'application/json');
      if (request.method === 'GET') {
        response.end(
          JSON.stringify({
            id: 'fav_2',
            status: 'completed',
            results: { account_status: 'active', registered_name: 'ASHA PATIL' },
          }),
        );
        return;
      }
      const account = (
        JSON.parse(body) as { fund_account: { bank_account: { account_number: string } } }
      ).fund_account.bank_account.account_number;
      if (account.endsWith('2222'))
        response.end(JSON.stringify({ id: 'fav_2', status: 'created' }));
      else if (account.endsWith('0000'))
        response.end(
          JSON.stringify({
            id: 'fav_0',
            status: 'completed',
            results: { account_status: 'invalid', registered_name: null },
          }),
        );
      else
        response.end(
          JSON.stringify({
            id: 'fav_1',
            status: 'completed',
            results: { account_status: 'active', registered_name: 'RAVI KUMAR' },
          }),
        );
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('RazorpayX: sends ₹1 from the source account with basic auth and reads the registered name', async () => {
    const provider = createRazorpayXPennyDrop(
      { baseUrl, keyId: 'rzp_key', keySecret: 'secret', sourceAccountNumber: '7878780080316316' },
      fetch,
      1,
    );
    const input = {
      accountNumber: '50100123456789',
      ifsc: 'HDFC0001234',
      holderName: 'Ravi Kumar',
    };
    expect(await provider.verify(input)).toEqual({
      status: 'valid',
      registeredName: 'RAVI KUMAR',
      reference: 'fav_1',
    });
    const sent = JSON.parse(requests[0]!.body);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/fund_accounts/validations',
      auth: `Basic ${Buffer.from('rzp_key:secret').toString('base64')}`,
    });
    expect(sent).toMatchObject({
      account_number: '7878780080316316',
      amount: 100,
      currency: 'INR',
      fund_account: { bank_account: { ifsc: 'HDFC0001234', name: 'Ravi Kumar' } },
    });
    expect(await provider.verify({ ...input, accountNumber: '50100123450000' })).toMatchObject({
      status: 'invalid',
    });
    expect(await provider.verify({ ...input, accountNumber: '50100123452222' })).toEqual({
      status: 'valid',
      registeredName: 'ASHA PATIL',
      reference: 'fav_2',
    });
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/v1/fund_accounts/validations/fav_2',
    });
  });

  it('sandbox: deterministic answers by account number', async () => {
    const sandbox = createSandboxPennyDrop();
    const input = { accountNumber: '123456789', ifsc: 'SBIN0000001', holderName: 'Asha Patil' };
    expect(await sandbox.verify(input)).toMatchObject({
      status: 'valid',
      registeredName: 'ASHA PATIL',
    });
    expect(await sandbox.verify({ ...input, accountNumber: '123451111' })).toMatchObject({
      registeredName: 'SUNITA DEVI',
    });
    expect(await sandbox.verify({ ...input, accountNumber: '123450000' })).toMatchObject({
      status: 'invalid',
    });
  });
});
