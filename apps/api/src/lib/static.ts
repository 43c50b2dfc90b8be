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

/** Files of the disk storage. They are images only; a strict CSP keeps any script in them inert. */
export function serveUploads(app: Express, uploadsDir: string): void {
  app.use(
    '/uploads',
    (_req, res, next) => {
      res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox");
      next();
    },
    express.static(uploadsDir, { index: false, maxAge: '7d', fallthrough: false, dotfiles: 'deny' }),
  );
}
