// Adds up the passed/failed counts that Jest ("Tests: 2 failed, 30 passed, 32 total") and Playwright
// ("  12 passed (30s)", "  1 failed") print, and ends with one line: "N passed, M failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  // eslint-disable-next-line no-control-regex -- strips terminal colour codes
  const text = readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  for (const line of text.split('\n')) {
    const jest = line.match(/^Tests:\s+(.*)total/);
    if (jest) {
      passed += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0);
      failed += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0);
      continue;
    }
    const pwPassed = line.match(/^\s+(\d+) passed \(/);
    if (pwPassed) passed += Number(pwPassed[1]);
    const pwFailed = line.match(/^\s+(\d+) failed$/);
    if (pwFailed) failed += Number(pwFailed[1]);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
