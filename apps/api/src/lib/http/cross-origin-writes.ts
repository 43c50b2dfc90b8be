import { MESSAGES } from '@bookstore/contracts';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors';
import { isWriteMethod } from './write-methods';

/** `https://shop.pk/some/path` -> `https://shop.pk`; null for `null`, `*` and anything not http(s). */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function sentByTrustedPage(req: Request, trusted: ReadonlySet<string>): boolean {
  const origin = req.get('origin');
  if (origin !== undefined) {
    const from = originOf(origin);
    if (from === null) return false;
    // whatever address the shopper used for the store itself (localhost, a LAN address, behind a proxy)
    const self = req.host ? originOf(`${req.protocol}://${req.host}`) : null;
    return trusted.has(from) || from === self;
  }
  // browsers always send Sec-Fetch-Site; clients without either header (curl, servers, apps) are no browser
  const site = req.get('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Refuses state-changing requests a browser sent from a page of another origin - including another port
 * or a sibling subdomain of the same site, which SameSite=Lax cookies do not stop. Allowed: the store's
 * own origin (PUBLIC_URL or the address of the request itself) and the CORS_ORIGIN list. See ADR 0005.
 */
export function refuseCrossOriginWrites(config: { publicUrl: string; corsOrigins: string[] }): RequestHandler {
  const trusted = new Set([config.publicUrl, ...config.corsOrigins].map(originOf).filter((o): o is string => o !== null));
  return (req, _res, next) => {
    if (!isWriteMethod(req.method) || sentByTrustedPage(req, trusted)) return next();
    next(new AppError('FORBIDDEN', MESSAGES.general.crossOriginWrite));
  };
}
