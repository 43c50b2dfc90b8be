import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POSTGRES_SEMI_SPACE_MB, youngGenerationFlags } from '../young-generation';

const POSTGRES = 'postgres://bookstore:bookstore@postgres:5432/bookstore';

describe("the store's young generation", () => {
  it('when the store runs on PostgreSQL, then node is given larger semi-spaces', () => {
    expect(youngGenerationFlags(POSTGRES)).toEqual([`--max-semi-space-size=${POSTGRES_SEMI_SPACE_MB}`]);
  });

  it('when the store runs on the embedded database, then node keeps its own sizes (RSS is the budget there)', () => {
    expect(youngGenerationFlags(undefined)).toEqual([]);
    expect(youngGenerationFlags('')).toEqual([]);
  });

  it('when node was already given a semi-space size, then it is left as given', () => {
    expect(youngGenerationFlags(POSTGRES, ['--cpu-prof', '--max-semi-space-size=64'])).toEqual([]);
    expect(youngGenerationFlags(POSTGRES, ['--max_semi_space_size=8'])).toEqual([]);
    expect(youngGenerationFlags(POSTGRES, ['--cpu-prof'])).toHaveLength(1);
  });

  it('when docker compose starts the store on PostgreSQL, then NODE_OPTIONS gives it the same flags', () => {
    const compose = readFileSync(path.resolve(__dirname, '../../../../../../docker-compose.yml'), 'utf8');
    const api = compose.slice(compose.indexOf('\n  api:'), compose.indexOf('\n  proxy:'));
    const nodeOptions = /^\s+NODE_OPTIONS: (.*)$/m.exec(api)?.[1]?.split(' ') ?? [];
    for (const flag of youngGenerationFlags(POSTGRES)) expect(nodeOptions).toContain(flag);
  });
});
