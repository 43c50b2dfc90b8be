import request from 'supertest';
import { codeFrom, createUser, signIn, uniqueEmail } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Every answer that returns a user says how it signs in, so a client can tell e-mail accounts apart. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('user objects', () => {
  it('when a user is returned by login, is-auth, verify-account or update-profile, then it carries authProvider "local"', async () => {
    const verified = await createUser(t.db);
    const login = await request(t.app).post('/api/auth/login').send({ email: verified.email, password: verified.password });
    expect(login.body.user.authProvider).toBe('local');

    const { agent } = await signIn(t.app, t.db);
    expect((await agent.get('/api/auth/is-auth')).body.user.authProvider).toBe('local');
    const profile = await agent.put('/api/auth/update-profile').field('name', 'Sana').field('lastName', 'Ali').field('mobileNumber', '03001234567');
    expect(profile.status).toBe(200);
    expect(profile.body.user.authProvider).toBe('local');

    const email = uniqueEmail();
    const registered = await request(t.app).post('/api/auth/register').send({ name: 'Sana', email, password: 'secret123', confirmPassword: 'secret123' });
    const code = codeFrom(t.mailer.sent.filter((m) => m.to === email).at(-1));
    const verify = await request(t.app).post('/api/auth/verify-account').send({ userId: registered.body.user.id, otp: code });
    expect(verify.body.user.authProvider).toBe('local');
  });
});
