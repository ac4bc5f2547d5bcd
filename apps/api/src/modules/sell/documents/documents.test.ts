import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedInUser } from '../../../test/login';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  createSaleWorld,
  inspectAndSubmit,
  staff,
  testJpeg,
  type SaleWorld,
} from '../sale.test-helpers';
import { CONSUMER } from '../sell.test-helpers';
import { documentChecklistOf } from '.';
import { displayName, sniffDocument } from './documents.service';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(16),
]);

/** A multipart body as a browser's FormData would send it. */
async function multipart(files: { type?: string; name: string; bytes: Buffer; field?: string }[]) {
  const form = new FormData();
  for (const file of files) {
    if (file.type) form.append('documentType', file.type);
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.bytes)]), file.name);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

describe('seller documents: dms tokens, upload, listing, verification and checklist', () => {
  let t: TestApp;
  let clock = new Date();
  let world: SaleWorld;
  let base: string;
  let stranger: LoggedInUser;
  let runner: LoggedInUser;
  let dealer: LoggedInUser;
  const authUrl = `${CONSUMER}/seller/dms/auth`;
  const docsUrl = `${CONSUMER}/api/v2/seller/documents`;

  const dmsToken = async (user: LoggedInUser = world.seller) => {
    const response = await t.app.inject({
      method: 'POST',
      url: authUrl,
      headers: user.headers,
      payload: { appointmentId: world.appointmentId, client: 'web', department: 'seller' },
    });
    return response;
  };
  const upload = async (
    token: { token: string; jti: string; utid: string },
    files: Parameters<typeof multipart>[0],
    overrides: Record<string, string> = {},
  ) => {
    const body = await multipart(files);
    return t.app.inject({
      method: 'POST',
      url: docsUrl,
      headers: {
        'content-type': body.contentType,
        authorization: `Bearer ${token.token}`,
        jti: token.jti,
        utid: token.utid,
        ...overrides,
      },
      payload: body.payload,
    });
  };
  const freshToken = async () => (await dmsToken()).json().data;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    world = await createSaleWorld(t.app);
    base = `${CONSUMER}/api/v1/appointment/token/${world.token}`;
    stranger = await loginAs(t.app);
    runner = await staff(t.app, 'runner', world.cityId, 'Raju Runner');
    dealer = world.dealerA;
  });
  afterAll(() => t.close());

  it('tells document bytes apart and keeps names safe', () => {
    expect(sniffDocument(PDF)).toBe('application/pdf');
    expect(sniffDocument(PNG)).toBe('image/png');
    expect(sniffDocument(Buffer.from('<html><script>'))).toBeNull();
    expect(displayName('C:\\fakepath\\../rc "scan".jpg', 'RC', 'image/jpeg')).toBe('rc _scan_.jpg');
    expect(displayName('', 'PAN', 'application/pdf')).toBe('PAN.pdf');
  });

  it('issues a dms token only to the owner of an accepted sale', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: authUrl,
      payload: { appointmentId: world.appointmentId, client: 'web', department: 'seller' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await dmsToken()).statusCode).toBe(409); // no accepted offer yet
    await inspectAndSubmit(t.app, world);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `${base}/accept`,
      headers: world.seller.headers,
      payload: { source: 'offer' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await dmsToken(stranger)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: authUrl,
      headers: world.seller.headers,
      payload: { appointmentId: world.appointmentId, client: 'web app!', department: 'seller' },
    });
    expect(bad.statusCode).toBe(400);
    const issued = await dmsToken();
    expect(issued.statusCode, issued.body).toBe(201);
    const data = issued.json().data;
    expect(data.expiresInSeconds).toBe(600);
    expect(data.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.utid).toMatch(/^utid_/);
    expect((await freshToken()).utid).toBe(data.utid); // one upload transaction per appointment
  });

  it('uploads several files once per token; forged, expired and reused tokens get 401', async () => {
    const token = await freshToken();
    const jpeg = await testJpeg(64, 48);
    const uploaded = await upload(token, [
      { type: 'RC', name: 'rc.jpg', bytes: jpeg },
      { type: 'PAN', name: 'pan.pdf', bytes: PDF },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data).toMatchObject([
      { documentType: 'RC', status: 'uploaded', contentType: 'image/jpeg', fileName: 'rc.jpg' },
      { documentType: 'PAN', status: 'uploaded', contentType: 'application/pdf' },
    ]);
    const reused = await upload(token, [{ type: 'RC', name: 'rc.jpg', bytes: jpeg }]);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe('Your upload link has expired. Please try again.');

    const next = await freshToken();
    const [head, body, signature] = next.token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString(
      'base64url',
    );
    const file = [{ type: 'ID_PROOF', name: 'id.png', bytes: PNG }];
    expect(
      (await upload({ ...next, token: `${head}.${forgedBody}.${signature}` }, file)).statusCode,
    ).toBe(401);
    expect((await upload({ ...next, token: `${next.token}x` }, file)).statusCode).toBe(401);
    expect((await upload(next, file, { jti: 'another-jti' })).statusCode).toBe(401);
    expect((await upload(next, file, { utid: 'utid_other' })).statusCode).toBe(401);
    expect(
      (await upload(next, file, { authorization: world.seller.headers.authorization })).statusCode,
    ).toBe(401);

    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    expect((await upload(next, file)).statusCode).toBe(401); // expired
    const later = await freshToken();
    const ok = await upload(later, [{ name: 'id.png', bytes: PNG, field: 'ID_PROOF' }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data[0].documentType).toBe('ID_PROOF');
  });

  it('refuses spoofed types (415), oversize files (413), missing types and empty uploads', async () => {
    const html = Buffer.from('<html><body>not a scan</body></html>');
    const spoofed = await upload(await freshToken(), [{ type: 'RC', name: 'rc.jpg', bytes: html }]);
    expect(spoofed.statusCode).toBe(415);
    expect(spoofed.json().error.message).toBe('Upload a JPEG, PNG or PDF file.');
    const big = Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024)]);
    const oversize = await upload(await freshToken(), [{ type: 'RC', name: 'rc.pdf', bytes: big }]);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().error.message).toBe('Each file must be 8 MB or smaller.');
    const untyped = await upload(await freshToken(), [{ name: 'x.pdf', bytes: PDF }]);
    expect(untyped.statusCode).toBe(400);
    const wrongType = await upload(await freshToken(), [
      { type: 'PASSPORT', name: 'x.pdf', bytes: PDF },
    ]);
    expect(wrongType.statusCode).toBe(400);
    const empty = await upload(await freshToken(), []);
    expect(empty.statusCode).toBe(400);
    // A refused upload does not spend the token.
    const token = await freshToken();
    expect((await upload(token, [{ type: 'RC', name: 'rc', bytes: html }])).statusCode).toBe(415);
    expect(
      (await upload(token, [{ type: 'INSURANCE', name: 'ins.pdf', bytes: PDF }])).statusCode,
    ).toBe(201);
  });

  it('spends a token once under concurrent uploads', async () => {
    const token = await freshToken();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        upload(token, [{ type: 'INSURANCE', name: 'ins.pdf', bytes: PDF }]),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('lists and streams documents to the owner and document staff only', async () => {
    const list = (user?: LoggedInUser) =>
      t.app.inject({
        method: 'GET',
        url: `${docsUrl}?appointmentId=${world.appointmentId}`,
        headers: user?.headers ?? {},
      });
    const mine = await list(world.seller);
    expect(mine.statusCode).toBe(200);
    const docs = mine.json().data as { id: string; documentType: string; url: string }[];
    expect(docs.map((doc) => doc.documentType).sort()).toEqual([
      'ID_PROOF',
      'INSURANCE',
      'INSURANCE',
      'PAN',
      'RC',
    ]);
    expect((await list()).statusCode).toBe(401);
    expect((await list(stranger)).statusCode).toBe(404);
    expect((await list(dealer)).statusCode).toBe(404);
    expect((await list(runner)).statusCode).toBe(200);

    const pan = docs.find((doc) => doc.documentType === 'PAN')!;
    const get = (user?: LoggedInUser) =>
      t.app.inject({ method: 'GET', url: pan.url, headers: user?.headers ?? {} });
    const file = await get(world.seller);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await get(world.inspector)).statusCode).toBe(200);
    expect((await get(stranger)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${docsUrl}/00000000-0000-4000-8000-000000000000`,
      headers: world.seller.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('staff verify or reject; the checklist says what is missing until complete', async () => {
    const checklist = (user?: LoggedInUser) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/document/upload/verify`,
        headers: user?.headers ?? {},
      });
    const first = await checklist(world.seller);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      complete: false,
      required: ['RC', 'PAN', 'ID_PROOF', 'CANCELLED_CHEQUE'],
      uploaded: ['RC', 'INSURANCE', 'PAN', 'ID_PROOF'],
      verified: [],
      rejected: [],
      missing: ['CANCELLED_CHEQUE'],
    });
    expect((await checklist()).statusCode).toBe(401);
    expect((await checklist(stranger)).statusCode).toBe(404);

    const docs = (
      await t.app.inject({
        method: 'GET',
        url: `${docsUrl}?appointmentId=${world.appointmentId}`,
        headers: world.seller.headers,
      })
    ).json().data as { id: string; documentType: string }[];
    const idOf = (type: string) => docs.find((doc) => doc.documentType === type)!.id;
    const verify = (user: LoggedInUser | null, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/document/verify`,
        headers: user?.headers ?? {},
        payload,
      });
    expect((await verify(null, { documentId: idOf('RC'), status: 'verified' })).statusCode).toBe(
      401,
    );
    expect(
      (await verify(world.seller, { documentId: idOf('RC'), status: 'verified' })).statusCode,
    ).toBe(403);
    expect((await verify(dealer, { documentId: idOf('RC'), status: 'verified' })).statusCode).toBe(
      403,
    );
    const verified = await verify(runner, { documentId: idOf('RC'), status: 'verified' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ documentType: 'RC', status: 'verified' });
    const noReason = await verify(runner, { documentId: idOf('PAN'), status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('Say why the document is rejected');
    const rejected = await verify(runner, {
      documentId: idOf('PAN'),
      status: 'rejected',
      reason: 'The PAN photo is blurred',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejectReason: 'The PAN photo is blurred',
    });

    const token = await freshToken();
    const cheque = await upload(token, [
      { type: 'CANCELLED_CHEQUE', name: 'cheque.png', bytes: PNG },
    ]);
    expect(cheque.statusCode).toBe(201);
    const rowId = await appointmentRowId();
    expect(await documentChecklistOf(t.app.db, rowId)).toMatchObject({
      complete: false,
      verified: ['RC'],
      rejected: ['PAN'],
      missing: ['PAN'],
    });
    const again = await upload(await freshToken(), [{ type: 'PAN', name: 'pan2.pdf', bytes: PDF }]);
    expect(again.statusCode).toBe(201);
    expect(await documentChecklistOf(t.app.db, rowId)).toMatchObject({
      complete: true,
      rejected: [],
      missing: [],
    });
  });

  async function appointmentRowId() {
    const { sql } = await import('@carsetu/db');
    const result = (await t.app.db.execute(
      sql`select id from sell_appointments where token = ${world.token}`,
    )) as unknown as { rows: { id: string }[] };
    return result.rows[0]!.id;
  }
});
