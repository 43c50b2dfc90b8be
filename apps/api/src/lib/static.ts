import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createPageRenderer, type PageHeads } from './page-head';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The copies the web build writes beside each text asset (apps/web/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface SendOptions {
  maxAge?: number | string;
  immutable?: boolean;
  cacheControl?: boolean;
}

/**
 * Build files at fixed names that a browser must check on every use: the service worker (a cached copy would
 * keep an old worker, and the old app it precached, alive) and the web app manifest.
 */
const REVALIDATED_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

/**
 * The build's files, as URL paths ('/assets/index-abc.js'), listed once at start: a build does not change
 * under a running store (a new build comes with a restart). Looking a path up here costs nothing, where
 * asking the disk cost a stat per page view, and a remembered answer per path asked would grow with every
 * made-up path a client sends.
 */
function listBuild(root: string): ReadonlySet<string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(files.map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`));
}

/**
 * Sends a built file as the client can best take it: its brotli or gzip copy with Content-Encoding when
 * the build made one, else the file itself. Calls `fallback` when the build has no compressed copy of it.
 */
function precompressedSender(root: string, built: ReadonlySet<string>) {
  return (req: Request, res: Response, urlPath: string, options: SendOptions, fallback: () => void): void => {
    const variants = ENCODINGS.filter((e) => built.has(urlPath + e.suffix));
    if (variants.length === 0) return fallback();
    res.vary('Accept-Encoding');
    // the smallest copy the client takes (brotli before gzip, whatever order the client lists them in)
    const chosen = variants.find((v) => req.acceptsEncodings(v.name) === v.name);
    if (!chosen) return fallback();
    res.type(path.extname(urlPath));
    res.set('Content-Encoding', chosen.name);
    // relative to the build's root: `dotfiles` judges only the names inside it, not the folders above it
    res.sendFile(urlPath.slice(1) + chosen.suffix, { ...options, root, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) {
        // what the fallback sends is the file itself, not the compressed copy
        res.removeHeader('Content-Encoding');
        fallback();
      }
    });
  };
}

/**
 * A path the shop's pages answer (`/`, `/collections`, `/product/…`) rather than a file: not one of the
 * build's files, no extension, not an asset, not the API's or the uploads'. Such a path skips the file
 * server, which would stat the disk and build a 404 error only to pass it on.
 */
function isPagePath(urlPath: string, built: ReadonlySet<string>): boolean {
  if (built.has(urlPath) || urlPath.startsWith('/assets/') || urlPath.startsWith('/api/') || urlPath.startsWith('/uploads/')) return false;
  return !path.posix.basename(urlPath).includes('.');
}

/** What each page adds to index.html's <head>, and the catalogue version those additions are valid for. */
export interface PageHeadOptions {
  heads: PageHeads;
  version: () => Promise<number | string>;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other
 * non-API GET answered with index.html so client-side routes survive a reload (history fallback), with
 * the page's own <head> additions when `pageHeads` is given.
 */
export function serveWebApp(app: Express, distDir: string, pageHeads?: PageHeadOptions): void {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) return;
  const built = listBuild(root);
  const send = precompressedSender(root, built);
  const renderPage = pageHeads && createPageRenderer(readFileSync(indexFile, 'utf8'), pageHeads.heads, pageHeads.version);
  const assets = { immutable: true, maxAge: ONE_YEAR_SECONDS * 1000 };
  const others = { maxAge: '1h' };
  const revalidated = { cacheControl: false };
  const servePage = (req: Request, res: Response, next: NextFunction): void => {
    res.set('Cache-Control', 'no-cache');
    if (!renderPage) {
      send(req, res, '/index.html', {}, () => res.sendFile(indexFile));
      return;
    }
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    renderPage(req.path, query).then((page) => {
      res.status(page.status);
      res.vary('Accept-Encoding');
      res.type('html');
      // brotli before gzip, whatever order the client lists them in
      const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name)?.name;
      if (encoding) {
        res.set('Content-Encoding', encoding);
        res.send(encoding === 'br' ? page.br : page.gzip);
      } else {
        res.send(page.html);
      }
    }, next);
  };
  // ready-compressed copies first; express.static serves everything else (and the files of old clients)
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep) || file === indexFile) return next();
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    if (isPagePath(urlPath, built)) return servePage(req, res, next);
    if (REVALIDATED_FILES.has(urlPath)) {
      res.set('Cache-Control', 'no-cache');
      return send(req, res, urlPath, revalidated, next);
    }
    send(req, res, urlPath, req.path.startsWith('/assets/') ? assets : others, next);
  });
  app.use('/assets', express.static(path.join(root, 'assets'), { ...assets, index: false, fallthrough: false }));
  app.use(
    express.static(root, {
      index: false,
      ...others,
      setHeaders: (res, filePath) => {
        if (REVALIDATED_FILES.has(`/${path.relative(root, filePath)}`)) res.set('Cache-Control', 'no-cache');
      },
    }),
  );
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/') || req.path.startsWith('/uploads/')) {
      next();
      return;
    }
    servePage(req, res, next);
  });
}

/** For a file opened on its own: nothing in it may run or load anything (the browser's image view needs inline style). */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox";

/** Folders of the uploads that are never served, whatever an older version left in them. */
const UNSERVED_FOLDERS = new Set(['proofs']);

/** The folder a request under /uploads names, as the file server will resolve it (decoded, `.` and `//` folded). */
function folderOf(urlPath: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(urlPath)).split('/').find(Boolean)?.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Public files of the disk storage. They are images only; a strict CSP keeps any script in them inert.
 * Payment proofs are private (the API streams them to their owner and to admins): `/uploads/proofs/...`
 * answers exactly as a missing file does, even for a screenshot an older version stored there.
 */
export function serveUploads(app: Express, uploadsDir: string): void {
  app.use(
    '/uploads',
    (req, res, next) => {
      const folder = folderOf(req.path);
      if (folder && UNSERVED_FOLDERS.has(folder)) {
        next(Object.assign(new Error('Not Found'), { status: 404 }));
        return;
      }
      res.set('Content-Security-Policy', FILE_CSP);
      next();
    },
    express.static(uploadsDir, {
      index: false,
      maxAge: '7d',
      fallthrough: false,
      dotfiles: 'deny',
      // a cover's copies are named by a fresh UUID and never rewritten (a new cover gets a new name)
      setHeaders: (res, filePath) => {
        if (folderOf(path.relative(uploadsDir, filePath)) === 'covers') res.set('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
}
