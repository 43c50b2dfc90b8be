import { Router } from 'express';
import type { Db } from '../../db/client';
import type { CatalogueVersion } from '../../lib/http-cache/catalogue-version';
import { createCatalogReader, isProductId } from '../catalog';
import { OG_CARD, renderOgCard } from './og-card';

export interface OgCardDeps {
  db: Db;
  version: CatalogueVersion;
  storeName: () => Promise<string>;
  uploadsDir: string;
}

/** Cards kept in memory (about 60 kB each): the most shared books. */
const MAX_CACHED = 200;

/** The URL of a book's preview card (og:image). */
export const ogCardPath = (productId: string) => `/og/product/${productId}.jpg`;

/** GET /og/product/<id>.jpg: a book's preview card, built once per book and catalogue version (a change to the book makes a new one). */
export function ogCardRouter({ db, version, storeName, uploadsDir }: OgCardDeps): Router {
  const catalog = createCatalogReader(db, version);
  const cache = new Map<string, { version: string; card: Promise<Buffer | null> }>();

  const cardOf = async (id: string): Promise<Buffer | null> => {
    const name = await storeName();
    const current = `${await version()}:${name}`;
    const hit = cache.get(id);
    if (hit && hit.version === current) return hit.card;
    const card = catalog.getProduct(id).then(
      (book) => renderOgCard(book, name, uploadsDir),
      (error: { status?: number }) => (error.status === 404 ? null : Promise.reject(error)),
    );
    card.catch(() => cache.delete(id));
    cache.delete(id);
    cache.set(id, { version: current, card });
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
    return card;
  };

  const router = Router();
  router.get('/og/product/:file', async (req, res, next) => {
    const id = /^(.+)\.jpg$/.exec(req.params.file)?.[1];
    const card = isProductId(id) ? await cardOf(id) : null;
    if (!card) return next();
    res.type(OG_CARD.type).set('Cache-Control', 'public, max-age=3600').send(card);
  });
  return router;
}
