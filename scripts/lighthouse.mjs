#!/usr/bin/env node
/**
 * Lighthouse mobile (its default: a mid-range phone on slow 4G, simulated) against a running store:
 * 3 runs each of `/`, `/collections` and one product page, then the median performance score, LCP, TBT
 * and CLS per page, and the SEO score with the SEO audits that failed (SEO does not vary between runs). Usage: `pnpm lighthouse [baseUrl]` (default http://127.0.0.1:3000, or LIGHTHOUSE_URL).
 * Chromium: CHROME_PATH, else /usr/bin/chromium. RUNS changes the number of runs.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const base = (process.argv[2] ?? process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(process.env.RUNS ?? 3);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

async function firstProductPath() {
  const response = await fetch(`${base}/api/products/get?limit=1`);
  if (!response.ok) throw new Error(`${base} answered ${response.status} for the product list: is the store running?`);
  const product = (await response.json()).products?.[0];
  if (!product?.id) throw new Error('the store lists no product');
  return `/product/${product.id}`;
}

// Lighthouse itself answers some runs with NO_NAVSTART ("Please run Lighthouse again"): seen with Debian's
// Chromium 156 in about one run of three. Such a run measured nothing, so it is run again.
const RETRIES = 3;

async function lighthouse(url, output, attempt = 1) {
  try {
    return await lighthouseOnce(url, output);
  } catch (error) {
    if (attempt >= RETRIES || !/NO_NAVSTART|run Lighthouse again/.test(String(error?.stderr ?? error?.message))) throw error;
    console.error(`${url}: Lighthouse asked to run again (attempt ${attempt} of ${RETRIES})`);
    return lighthouse(url, output, attempt + 1);
  }
}

async function lighthouseOnce(url, output) {
  await run(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [url, '--only-categories=performance,seo', '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(output, 'utf8'));
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const seoFailures = report.categories.seo.auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
    .map((ref) => ref.id);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    seo: Math.round((report.categories.seo.score ?? 0) * 100),
    seoFailures,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const pages = ['/', '/collections', await firstProductPath()];
const dir = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
const rows = [];
try {
  for (const page of pages) {
    const results = [];
    for (let index = 0; index < runs; index += 1) {
      results.push(await lighthouse(base + page, path.join(dir, `report-${rows.length}-${index}.json`)));
    }
    const row = {
      page: page.startsWith('/product/') ? '/product/:id' : page,
      score: median(results.map((r) => r.score)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
      seo: Math.min(...results.map((r) => r.seo)),
      seoFailures: [...new Set(results.flatMap((r) => r.seoFailures))],
    };
    rows.push(row);
    console.error(`${row.page}: scores ${results.map((r) => r.score).join(', ')}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

const { version } = JSON.parse(await readFile(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
console.log(`Lighthouse ${version}, mobile, median of ${runs} runs, ${base}`);
console.log('| page | perf | LCP | TBT | CLS | SEO (lowest run) | SEO audits failed |');
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const row of rows) {
  const failed = row.seoFailures.length ? row.seoFailures.join(', ') : 'none';
  console.log(`| \`${row.page}\` | ${row.score} | ${(row.lcp / 1000).toFixed(1)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.seo} | ${failed} |`);
}
