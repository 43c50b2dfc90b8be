import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';

describe('loadConfig', () => {
  it('when nothing is set, then it runs embedded on port 3000 with a generated secret kept under DATA_DIR', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cfg-'));
    const config = loadConfig({ INIT_CWD: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.join(dir, '.data'));
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(await readFile(path.join(dir, '.data', 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    // a restart keeps the same secret, so sessions survive it
    expect(loadConfig({ INIT_CWD: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('when DATABASE_URL is set without JWT_SECRET, then it refuses to start and names the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' })).toThrow(/JWT_SECRET/);
  });

  it('when a variable is malformed, then the error names it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('when CORS_ORIGIN lists origins, then each becomes an allowed origin', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cfg-'));
    const config = loadConfig({ INIT_CWD: dir, CORS_ORIGIN: 'https://a.pk, https://b.pk', PUBLIC_URL: 'https://shop.pk/' });
    expect(config.corsOrigins).toEqual(['https://a.pk', 'https://b.pk']);
    expect(config.publicUrl).toBe('https://shop.pk');
  });

  it('when rate-limit and bcrypt settings are given, then they are used; a bcrypt cost under 12 is refused outside tests', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cfg-'));
    const config = loadConfig({ INIT_CWD: dir, RATE_LIMIT_WINDOW_MINUTES: '5', RATE_LIMIT_AUTH_PER_IP: '50', BCRYPT_ROUNDS: '' });
    expect(config.rateLimits).toEqual({ windowMs: 300_000, apiPerMinute: 600, authPerIp: 50, loginPerAccount: 10, otpSendsPerAccount: 5, otpChecksPerAccount: 10 });
    expect(config.bcryptRounds).toBe(12);
    expect(() => loadConfig({ INIT_CWD: dir, BCRYPT_ROUNDS: '8' })).toThrow(/BCRYPT_ROUNDS/);
    expect(loadConfig({ INIT_CWD: dir, BCRYPT_ROUNDS: '4', NODE_ENV: 'test' }).bcryptRounds).toBe(4);
    expect(() => loadConfig({ INIT_CWD: dir, RATE_LIMIT_AUTH_PER_IP: 'many' })).toThrow(/RATE_LIMIT_AUTH_PER_IP/);
  });

  it('when RATE_LIMIT_API_PER_MINUTE is given, then the whole-API limit uses it; zero, a fraction or a word is refused', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cfg-'));
    expect(loadConfig({ INIT_CWD: dir, RATE_LIMIT_API_PER_MINUTE: '100000' }).rateLimits.apiPerMinute).toBe(100_000);
    expect(loadConfig({ INIT_CWD: dir, RATE_LIMIT_API_PER_MINUTE: '' }).rateLimits.apiPerMinute).toBe(600);
    for (const junk of ['0', '1.5', 'lots', '-600']) {
      expect(() => loadConfig({ INIT_CWD: dir, RATE_LIMIT_API_PER_MINUTE: junk })).toThrow(/RATE_LIMIT_API_PER_MINUTE/);
    }
  });

  it('when RATE_LIMIT_ALLOW_TOKEN is set, then it is kept; blank means none; a short one is refused', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cfg-'));
    const secret = 'a'.repeat(32);
    expect(loadConfig({ INIT_CWD: dir, RATE_LIMIT_ALLOW_TOKEN: secret }).rateLimits.allowToken).toBe(secret);
    expect(loadConfig({ INIT_CWD: dir, RATE_LIMIT_ALLOW_TOKEN: '  ' }).rateLimits.allowToken).toBeUndefined();
    expect(() => loadConfig({ INIT_CWD: dir, RATE_LIMIT_ALLOW_TOKEN: 'short' })).toThrow(/RATE_LIMIT_ALLOW_TOKEN/);
  });

  it('when CATALOGUE_CACHE is false or 0, then the catalogue cache is off; unset or blank, on; another word is refused', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cfg-'));
    expect(loadConfig({ INIT_CWD: dir }).catalogueCache).toBe(true);
    expect(loadConfig({ INIT_CWD: dir, CATALOGUE_CACHE: ' ' }).catalogueCache).toBe(true);
    expect(loadConfig({ INIT_CWD: dir, CATALOGUE_CACHE: 'false' }).catalogueCache).toBe(false);
    expect(loadConfig({ INIT_CWD: dir, CATALOGUE_CACHE: '0' }).catalogueCache).toBe(false);
    expect(() => loadConfig({ INIT_CWD: dir, CATALOGUE_CACHE: 'off' })).toThrow(/CATALOGUE_CACHE/);
  });

  it('when METRICS_TOKEN is set, then it is kept; blank or unset means no metrics; a short one is refused', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cfg-'));
    const secret = 'm'.repeat(32);
    expect(loadConfig({ INIT_CWD: dir, METRICS_TOKEN: secret }).metricsToken).toBe(secret);
    expect(loadConfig({ INIT_CWD: dir, METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ INIT_CWD: dir }).metricsToken).toBeUndefined();
    expect(() => loadConfig({ INIT_CWD: dir, METRICS_TOKEN: 'x'.repeat(31) })).toThrow(/METRICS_TOKEN: METRICS_TOKEN must be at least 32 characters/);
  });

  it('when database timeouts are given, then they are used; unset ones take their defaults; a negative one is refused', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cfg-'));
    expect(loadConfig({ INIT_CWD: dir }).databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 15_000, idleInTransactionMs: 60_000, queueMs: 5_000 });
    const config = loadConfig({ INIT_CWD: dir, DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '0', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '', DB_QUEUE_TIMEOUT_MS: '250' });
    expect(config.databaseTimeouts).toEqual({ connectMs: 2_000, statementMs: 0, idleInTransactionMs: 60_000, queueMs: 250 });
    expect(() => loadConfig({ INIT_CWD: dir, DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    // a queue that never waits would refuse every second shopper
    expect(() => loadConfig({ INIT_CWD: dir, DB_QUEUE_TIMEOUT_MS: '0' })).toThrow(/DB_QUEUE_TIMEOUT_MS/);
  });
});
