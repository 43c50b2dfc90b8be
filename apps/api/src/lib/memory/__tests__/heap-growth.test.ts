import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { limitHeapGrowth } from '../heap-growth';

const run = promisify(execFile);
const tsx = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
const churn = path.join(__dirname, 'heap-churn.ts');

/** The largest heap (MB) of a process that keeps replacing ~25 MB of live objects. */
async function largestHeap(limit: boolean): Promise<number> {
  const { stdout } = await run(tsx, [churn, ...(limit ? ['limit'] : [])], { env: { ...process.env, NODE_OPTIONS: '' } });
  return Number(stdout.trim());
}

describe('the store limits its heap growth', () => {
  it('when the limit is set, then a process with the same live objects holds a heap at least a fifth smaller', async () => {
    const unlimited = await largestHeap(false);
    const limited = await largestHeap(true);
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThan(unlimited * 0.8);
  }, 180_000);

  it('when node was given its own heap growth (command line or NODE_OPTIONS), then it is left as given', () => {
    expect(limitHeapGrowth(['--heap-growing-percent=80'], '')).toBe(false);
    expect(limitHeapGrowth([], '--max-old-space-size=512 --heap_growing_percent=80')).toBe(false);
  });

  it('when node was given other flags only, then the limit is set', () => {
    expect(limitHeapGrowth(['--enable-source-maps'], '--max-old-space-size=512')).toBe(true);
  });
});
