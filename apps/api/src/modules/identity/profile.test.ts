import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login';

describe('PUT /api/consumer/user-profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/consumer/user-profile', headers, payload });

  it("updates the logged-in user's name and email", async () => {
    const user = await loginAs(t.app);
    const res = await put(user.headers, { name: '  Ananya Rao ', user_email: 'Ananya@Example.in' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Ananya Rao', user_email: 'ananya@example.in' });
    const who = await t.app.inject({ url: '/api/login/api/v1/who-am-i', headers: user.headers });
    expect(who.json().data).toMatchObject({ name: 'Ananya Rao', user_email: 'ananya@example.in' });
  });

  it('works with the session cookie as well as Bearer', async () => {
    const user = await loginAs(t.app);
    const res = await put({ cookie: user.cookie }, { name: 'Ravi Kumar', user_email: '' });
    expect(res.json().data).toMatchObject({ name: 'Ravi Kumar', user_email: null });
  });

  it('rejects a bad name or email with a field message and changes nothing', async () => {
    const user = await loginAs(t.app, undefined, 'Original Name');
    const badEmail = await put(user.headers, { name: 'Ravi', user_email: 'ravi@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields).toEqual({ user_email: 'Enter a valid email address' });
    const badName = await put(user.headers, { name: '1234', user_email: '' });
    expect(badName.json().error.fields).toEqual({ name: 'Enter your name using letters only' });
    const who = await t.app.inject({ url: '/api/login/api/v1/who-am-i', headers: user.headers });
    expect(who.json().data.name).toBe('Original Name');
  });

  it('refuses anonymous callers', async () => {
    const res = await put({}, { name: 'Ravi', user_email: '' });
    expect(res.statusCode).toBe(401);
  });

  it("cannot touch another user's profile: a user_id in the body is refused", async () => {
    const [me, other] = [await loginAs(t.app), await loginAs(t.app, undefined, 'Other Person')];
    const res = await put(me.headers, { name: 'Mallory', user_email: '', user_id: other.userId });
    expect(res.statusCode).toBe(400);
    const otherWho = await t.app.inject({
      url: '/api/login/api/v1/who-am-i',
      headers: other.headers,
    });
    expect(otherWho.json().data.name).toBe('Other Person');
  });
});
