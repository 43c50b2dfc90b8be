import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../config';

const root = path.resolve(__dirname, '../../../../..');

interface Service {
  image?: string;
  build?: unknown;
  deploy?: { replicas?: unknown };
  environment?: Record<string, unknown>;
  ports?: string[];
  volumes?: string[];
  depends_on?: unknown;
}

const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const nginx = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
const { api, proxy, redis } = compose.services;

/** A compose value with its `${NAME:-default}` replaced by the default, as compose does when NAME is unset. */
const withDefaults = (value: unknown) => String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

describe('the two-replica deployment in docker-compose.yml', () => {
  it('when it is read, then the api runs as two replicas with no host port, behind the proxy which alone publishes 3000', () => {
    expect(api?.build).toBeDefined();
    expect(withDefaults(api?.deploy?.replicas)).toBe('2');
    expect(api?.ports).toBeUndefined();
    expect(proxy?.image).toMatch(/^(nginx|caddy):/);
    expect(proxy?.ports).toEqual(['3000:80']);
    expect(proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(existsSync(path.join(root, 'deploy/nginx.conf'))).toBe(true);
  });

  it('when the replicas start, then they share the database, the secret, Redis and the uploads volume, and trust exactly one proxy hop', () => {
    const env = api?.environment ?? {};
    expect(redis?.image).toMatch(/^redis:/);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(String(env.DATABASE_URL)).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(String(env.JWT_SECRET)).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(api?.volumes).toEqual(['uploads:/data']);
    expect(env.DATA_DIR).toBe('/data');
    const config = loadConfig({
      DATABASE_URL: String(env.DATABASE_URL),
      JWT_SECRET: 'a-secret-of-enough-length-for-the-check-0123',
      REDIS_URL: String(env.REDIS_URL),
      TRUST_PROXY: String(env.TRUST_PROXY),
      DATA_DIR: '/data',
    });
    expect(config.trustProxy).toBe(1);
    expect(config.redisUrl).toBe('redis://redis:6379');
  });

  it('when the proxy forwards, then it goes round robin to every replica without stickiness and states the client address and scheme', () => {
    const active = nginx.replace(/#.*$/gm, '');
    expect(active).toMatch(/upstream api \{[^}]*server api:3000 resolve;[^}]*\}/);
    expect(active).not.toMatch(/\b(ip_hash|hash|sticky|least_conn|random)\b/);
    expect(active).toMatch(/proxy_pass http:\/\/api;/);
    expect(active).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(active).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    // every opening brace closed: a config nginx would refuse to load fails here first
    expect(active.split('{').length).toBe(active.split('}').length);
  });
});
