import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The shop's public address in the SEO tests: every absolute URL the server writes starts with it. */
export const SITE = 'https://books.example.pk';

/** The least index.html the server can write a page's head into. */
export const BARE_INDEX_HTML = '<!doctype html><html><head><title>Kitab Ghar</title>\n  </head><body><div id="root"></div></body></html>';

/** A test app at SITE; with `indexHtml`, it serves that file as the web build's index.html (in a fresh folder). */
export async function seoApp(indexHtml?: string): Promise<TestApp> {
  if (indexHtml === undefined) return createTestApp({ publicUrl: SITE });
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  return createTestApp({ webDistDir: dist, publicUrl: SITE });
}
