import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other
 * non-API GET answered with index.html so client-side routes survive a reload (history fallback).
 */
export function serveWebApp(app: Express, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: ONE_YEAR_SECONDS * 1000, index: false, fallthrough: false }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/') || req.path.startsWith('/uploads/')) {
      next();
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
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
    express.static(uploadsDir, { index: false, maxAge: '7d', fallthrough: false, dotfiles: 'deny' }),
  );
}
