import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { batchedPerTurn } from '../log-batch';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A destination like pino's default one (asynchronous sonic-boom) that records each write it receives. */
function asyncDestination() {
  const writes: string[] = [];
  return { writes, stream: { sync: false, flushSync: () => undefined, write: (text: string) => void writes.push(text) } };
}

describe('request lines on an asynchronous destination', () => {
  it('when several lines are written in one turn of the event loop, then they reach the destination as one write, in order', async () => {
    const { writes, stream } = asyncDestination();
    const lines = batchedPerTurn(stream);
    for (const n of [1, 2, 3]) lines.write(`{"n":${n}}\n`);
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
    lines.write('{"n":4}\n');
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
  });

  it('when the destination writes synchronously, then each line goes to it at once', () => {
    const writes: string[] = [];
    const stream = { sync: true, flushSync: () => undefined, write: (text: string) => void writes.push(text) };
    const lines = batchedPerTurn(stream);
    lines.write('{"n":1}\n');
    expect(writes).toEqual(['{"n":1}\n']);
  });

  it('when the process exits in the turn its lines were written, then every line is in the log file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'log-batch-'));
    const file = path.join(dir, 'out.log');
    try {
      const program = `
        const pino = require('pino');
        const { batchedPerTurn } = require(${JSON.stringify(path.resolve(__dirname, '../log-batch.ts'))});
        const destination = pino.destination({ dest: ${JSON.stringify(file)}, sync: false });
        const lines = batchedPerTurn(destination);
        destination.on('ready', () => {
          for (let n = 1; n <= 500; n++) lines.write(JSON.stringify({ n }) + '\\n');
          process.exit(0);
        });`;
      execFileSync(process.execPath, ['--import', 'tsx', '-e', program], { cwd: path.resolve(__dirname, '../../..'), stdio: 'pipe' });
      const written = readFileSync(file, 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { n: number }).n);
      expect(written).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
