import bcrypt from 'bcrypt';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../../config';
import { users } from '../../../db/schema';
import { createUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ensureAdmin } from '../admin-accounts';
import { DEMO_ADMIN_EMAIL, bootstrapAdmin, randomAdminPassword } from '../admin-bootstrap';
import { ADMIN_CLI_USAGE, cliBcryptRounds, parseAdminCliArgs, runAdminCreate } from '../admin-cli';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountOf = async (email: string) => (await t.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];
const admins = async () => t.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
const clearAdmins = () => t.db.delete(users).where(eq(users.role, 'admin'));

function captureLogger() {
  const lines: string[] = [];
  return { lines, info: (message: string) => lines.push(message), warn: (message: string) => lines.push(message) };
}

const config = (overrides: Partial<Parameters<typeof bootstrapAdmin>[1]> = {}) => ({
  bcryptRounds: 4,
  publicUrl: 'http://localhost:3000',
  databaseUrl: undefined,
  admin: undefined,
  ...overrides,
});

describe('the first admin at start (ADMIN_EMAIL / ADMIN_PASSWORD)', () => {
  beforeEach(clearAdmins);

  it('when no account has the e-mail, then a verified admin is created whose password signs in', async () => {
    const log = captureLogger();
    const result = await bootstrapAdmin(t.db, config({ admin: { email: 'owner@kitab.pk', password: 'shop1234' } }), log);
    expect(result).toEqual({ outcome: 'created', email: 'owner@kitab.pk' });
    const account = await accountOf('owner@kitab.pk');
    expect(account).toMatchObject({ role: 'admin', isAccountVerified: true, name: 'Admin' });
    expect(await bcrypt.compare('shop1234', account!.passwordHash)).toBe(true);
    expect(log.lines.join('\n')).toContain('admin account created for owner@kitab.pk');
    expect(log.lines.join('\n')).not.toContain('shop1234');
  });

  it('when the start runs again, then nothing changes (the password stays the first one)', async () => {
    await bootstrapAdmin(t.db, config({ admin: { email: 'again@kitab.pk', password: 'first123' } }), captureLogger());
    const result = await bootstrapAdmin(t.db, config({ admin: { email: 'again@kitab.pk', password: 'other123' } }), captureLogger());
    expect(result.outcome).toBe('already-admin');
    expect(await bcrypt.compare('first123', (await accountOf('again@kitab.pk'))!.passwordHash)).toBe(true);
  });

  it('when a customer has the e-mail, then the account is promoted, logged, and keeps its own password', async () => {
    const shopper = await createUser(t.db, { email: 'shopper-boss@example.com', password: 'mine1234' });
    const log = captureLogger();
    const result = await bootstrapAdmin(t.db, config({ admin: { email: 'Shopper-Boss@Example.com', password: 'given123' } }), log);
    expect(result).toEqual({ outcome: 'promoted', email: 'shopper-boss@example.com' });
    const account = await accountOf(shopper.email);
    expect(account!.role).toBe('admin');
    expect(await bcrypt.compare('mine1234', account!.passwordHash)).toBe(true);
    expect(log.lines.join('\n')).toMatch(/promoted to admin/);
  });

  it('when two starts race for the same new e-mail, then one account is created and the other finds it', async () => {
    const input = { email: 'race@kitab.pk', password: 'race1234' };
    const results = await Promise.all([ensureAdmin(t.db, input, { bcryptRounds: 4 }), ensureAdmin(t.db, input, { bcryptRounds: 4 })]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['already-admin', 'created']);
    expect((await admins()).filter((a) => a.email === 'race@kitab.pk')).toHaveLength(1);
  });
});

describe('the demo admin of an embedded store', () => {
  beforeEach(clearAdmins);

  it('when the embedded database has no admin and no ADMIN_EMAIL, then admin@example.com gets a random password shown once', async () => {
    const log = captureLogger();
    const result = await bootstrapAdmin(t.db, config(), log);
    expect(result).toMatchObject({ outcome: 'demo-created', email: DEMO_ADMIN_EMAIL });
    const password = (result as { password: string }).password;
    expect(password).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z\d]{16}$/);
    expect(log.lines.join('\n')).toContain(`${DEMO_ADMIN_EMAIL} / ${password}`);
    expect(await bcrypt.compare(password, (await accountOf(DEMO_ADMIN_EMAIL))!.passwordHash)).toBe(true);

    const second = captureLogger();
    expect(await bootstrapAdmin(t.db, config(), second)).toEqual({ outcome: 'none' });
    expect(second.lines).toEqual([]);
  });

  it('when the store runs on DATABASE_URL, then no demo admin is made', async () => {
    expect(await bootstrapAdmin(t.db, config({ databaseUrl: 'postgres://somewhere/db' }), captureLogger())).toEqual({ outcome: 'none' });
    expect(await admins()).toEqual([]);
  });

  it('when a shopper registered admin@example.com, then that account is not promoted and no password is printed', async () => {
    await t.db.delete(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    await createUser(t.db, { email: DEMO_ADMIN_EMAIL, password: 'theirs12' });
    const log = captureLogger();
    expect(await bootstrapAdmin(t.db, config(), log)).toEqual({ outcome: 'demo-taken', email: DEMO_ADMIN_EMAIL });
    expect((await accountOf(DEMO_ADMIN_EMAIL))!.role).toBe('customer');
    expect(log.lines.join('\n')).toContain('pnpm admin:create');
    await t.db.delete(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  });

  it('when random passwords are drawn, then each passes the password rules and they differ', () => {
    const drawn = new Set(Array.from({ length: 50 }, randomAdminPassword));
    expect(drawn.size).toBe(50);
    for (const password of drawn) expect(password).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z\d]{16}$/);
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD in the configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: process.env.BOOKSTORE_TEST_DIR ?? '/tmp' } as NodeJS.ProcessEnv;

  it('when both are set, then the admin is part of the configuration (e-mail lower-cased)', () => {
    expect(loadConfig({ ...base, ADMIN_EMAIL: ' Owner@Kitab.pk ', ADMIN_PASSWORD: 'shop1234' }).admin).toEqual({
      email: 'owner@kitab.pk',
      password: 'shop1234',
    });
    expect(loadConfig(base).admin).toBeUndefined();
  });

  it('when only one is set, then the start stops with a message naming both', () => {
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'owner@kitab.pk' })).toThrow('ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'shop1234' })).toThrow('set both or neither');
  });

  it.each([
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'shop1234' }, 'ADMIN_EMAIL: Invalid email format'],
    [{ ADMIN_EMAIL: 'owner@kitab.pk', ADMIN_PASSWORD: 'short1' }, 'ADMIN_PASSWORD: Password must be at least 8 characters long and contain at least one letter and one number'],
    [{ ADMIN_EMAIL: 'owner@kitab.pk', ADMIN_PASSWORD: 'NOLOWER123' }, 'ADMIN_PASSWORD: Password must be at least 8'],
    [{ ADMIN_EMAIL: 'owner@kitab.pk', ADMIN_PASSWORD: `a1${'b'.repeat(49)}` }, 'ADMIN_PASSWORD: Password cannot exceed 50 characters'],
  ])('when the credentials break the register rules (%j), then the start stops with the rule', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

describe('pnpm admin:create', () => {
  it('when run with an e-mail and password, then it creates the admin and says how to sign in', async () => {
    const args = parseAdminCliArgs(['--email', 'Cli@Kitab.pk', '--password', 'cli12345', '--name', 'Nadia']);
    expect(args).toEqual({ email: 'Cli@Kitab.pk', password: 'cli12345', name: 'Nadia' });
    const message = await runAdminCreate(t.db, args as Exclude<typeof args, 'help'>, { bcryptRounds: 4, where: 'the test database' });
    expect(message).toBe('Created the admin cli@kitab.pk in the test database. Sign in at /login, then open /admin.');
    expect(await accountOf('cli@kitab.pk')).toMatchObject({ role: 'admin', name: 'Nadia', isAccountVerified: true });
  });

  it('when the e-mail belongs to an unverified customer, then it is promoted and told it must verify', async () => {
    await createUser(t.db, { email: 'late@example.com', password: 'late1234', verified: false });
    const message = await runAdminCreate(t.db, { email: 'late@example.com', password: 'ignored1' }, { bcryptRounds: 4, where: 'db' });
    expect(message).toContain('it is now an admin (its password is unchanged)');
    expect(message).toContain('has not verified its e-mail yet');
    expect(await bcrypt.compare('late1234', (await accountOf('late@example.com'))!.passwordHash)).toBe(true);
  });

  it('when arguments are missing or unknown, then a clear error names them', () => {
    expect(() => parseAdminCliArgs(['--email', 'x@y.pk'])).toThrow('Missing --password');
    expect(() => parseAdminCliArgs([])).toThrow('Missing --email and --password');
    expect(() => parseAdminCliArgs(['--mail', 'x@y.pk'])).toThrow(/Unknown option '--mail'/);
    expect(parseAdminCliArgs(['--help'])).toBe('help');
    expect(ADMIN_CLI_USAGE).toContain('pnpm admin:create --email');
  });

  it('when the password or e-mail breaks the rules, then nothing is written and the rule is the error', async () => {
    await expect(runAdminCreate(t.db, { email: 'weak@kitab.pk', password: 'weak' }, { bcryptRounds: 4, where: 'db' })).rejects.toThrow(
      'Password must be at least 8 characters long and contain at least one letter and one number',
    );
    await expect(runAdminCreate(t.db, { email: 'nope', password: 'good1234' }, { bcryptRounds: 4, where: 'db' })).rejects.toThrow(
      'Invalid email format',
    );
    expect(await accountOf('weak@kitab.pk')).toBeUndefined();
  });

  it('when BCRYPT_ROUNDS is below 12 outside tests, then the CLI refuses it', () => {
    expect(cliBcryptRounds({ NODE_ENV: 'production' })).toBe(12);
    expect(() => cliBcryptRounds({ NODE_ENV: 'production', BCRYPT_ROUNDS: '4' })).toThrow('BCRYPT_ROUNDS');
    expect(cliBcryptRounds({ NODE_ENV: 'test', BCRYPT_ROUNDS: '4' })).toBe(4);
  });
});
