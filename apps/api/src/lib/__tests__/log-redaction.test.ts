import { captureLogs } from '../../test/log-capture';
import { serializeError } from '../log-redaction';
import { redactUrl } from '../request-log';

type Serialized = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const serialized = (err: unknown) => serializeError(err) as Serialized;

const HASH = '$2b$12$abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZ01234';

/** A PostgreSQL error as node-postgres and PGlite hand it over. */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it('when a unique key is violated, then the detail keeps the column and loses the value; table and constraint stay', () => {
    const err = databaseError('duplicate key value violates unique constraint "users_email_lower_uq"', {
      code: '23505',
      table: 'users',
      constraint: 'users_email_lower_uq',
      detail: 'Key (lower(email))=(ayesha@example.com) already exists.',
    });
    expect(serialized(err)).toMatchObject({
      message: 'duplicate key value violates unique constraint "users_email_lower_uq"',
      code: '23505',
      table: 'users',
      constraint: 'users_email_lower_uq',
      detail: 'Key (lower(email))=([redacted]) already exists.',
    });
  });

  it('when a row is refused, then the failing row and the params are dropped, the SQL kept', () => {
    const cause = databaseError('null value in column "name" of relation "users" violates not-null constraint', {
      code: '23502',
      detail: `Failing row contains (1, ayesha@example.com, ${HASH}, null).`,
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['ayesha@example.com', HASH],
      where: 'SQL statement "insert ... ayesha@example.com"',
    });
    const err = Object.assign(new Error(`Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ayesha@example.com,${HASH}`), {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['ayesha@example.com', HASH],
      cause,
    });
    const out = serialized(err);
    expect(out.message).toBe('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)');
    expect(out.stack).toMatch(/^Error: Failed query: insert into "users" \("email", "password_hash"\) values \(\$1, \$2\)\n {4}at /);
    expect(out.cause).toMatchObject({ code: '23502', detail: '[redacted]', query: 'insert into "users" ("email", "password_hash") values ($1, $2)' });
    expect(JSON.stringify(out)).not.toMatch(/ayesha|\$2b\$/);
  });

  it('when a message quotes the input it refused, then the input is dropped', () => {
    expect(serialized(new Error('invalid input syntax for type uuid: "my-secret-value"')).message).toBe(
      'invalid input syntax for type uuid: [redacted]',
    );
  });

  it('when a connection error names a URL with a password, then the password is dropped and the host kept', () => {
    const out = serialized(new Error('connect ECONNREFUSED redis://default:hunter2@cache:6379 and postgres://app:s3cret@db/shop'));
    expect(out.message).toBe('connect ECONNREFUSED redis://default:[redacted]@cache:6379 and postgres://app:[redacted]@db/shop');
    expect(JSON.stringify(out)).not.toMatch(/hunter2|s3cret/);
  });

  it('when secrets hide in fields, nested causes or aggregated errors, then none of them is kept', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const inner = Object.assign(new Error('mail failed'), { password: 'smtp-pass', body: 'raw body text' });
    const err = new AggregateError([new Error(`hash ${HASH} leaked`), new Error('second', { cause: inner })], 'several failed');
    Object.assign(err, { token: jwt, request: { headers: { authorization: 'Bearer abc', accept: 'json' } }, note: `see ${jwt}` });
    const text = JSON.stringify(serialized(err));
    expect(text).toContain('mail failed');
    expect(text).toContain('"accept":"json"');
    for (const secret of ['smtp-pass', 'raw body text', 'Bearer abc', jwt, HASH]) expect(text).not.toContain(secret);
  });

  it('when an error refers to itself, then serializing stops instead of looping', () => {
    const err = new Error('loop') as Error & { self?: unknown };
    err.self = err;
    expect(serialized(err).message).toBe('loop');
  });
});

describe('the logger', () => {
  it('when secret-named fields are logged, then they are redacted wherever they sit', () => {
    const logs = captureLogs();
    logs.logger.info(
      {
        password: 'p-top',
        user: { passwordHash: HASH, newPassword: 'p-new', name: 'Ayesha' },
        input: { body: { otp: '123456', confirmPassword: 'p-confirm' } },
        config: { databaseUrl: 'postgres://app:pw@db/shop', redisUrl: 'redis://:pw@cache', jwtSecret: 'jwt-secret-value' },
        token: 'session-token',
      },
      'context',
    );
    const text = logs.text();
    expect(text).toContain('Ayesha');
    for (const secret of ['p-top', HASH, 'p-new', '123456', 'p-confirm', 'app:pw', ':pw@', 'jwt-secret-value', 'session-token']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('redactUrl', () => {
  it('when a query string holds secret-looking parameters, then only their values are replaced', () => {
    expect(redactUrl('/api/x?token=abc&search=urdu+novels&Email=a%40b.pk&otp=123456&page=2')).toBe(
      '/api/x?token=[redacted]&search=urdu+novels&Email=[redacted]&otp=[redacted]&page=2',
    );
    expect(redactUrl('/api/products/get')).toBe('/api/products/get');
    expect(redactUrl('https://shop.pk/reset?code=999999')).toBe('https://shop.pk/reset?code=[redacted]');
  });
});
