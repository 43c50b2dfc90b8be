import { randomUUID } from 'node:crypto';
import {
  ADMIN_HERO_MESSAGES as M,
  type AdminHeroImage,
  type adminHeroImageCreateBodySchema,
  type adminHeroImageUpdateBodySchema,
} from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import { processBanner } from '../../lib/uploads/image-processing';
import { removeStoredFiles, storeAll } from '../../lib/uploads/stored-files';
import { adminHeroImagesRepository as repo, type HeroImageRow } from './admin-hero-images.repository';

export interface AdminHeroImagesDeps {
  db: Db;
  storage: Storage;
  logger: Pick<Logger, 'warn'>;
  clock: () => Date;
}

/** The parsed text fields (the contract's exported types are the form's inputs). */
type CreateFields = z.output<typeof adminHeroImageCreateBodySchema>;
type UpdateFields = z.output<typeof adminHeroImageUpdateBodySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toAdminHeroImage(row: HeroImageRow): AdminHeroImage {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    altText: row.altText,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The home page's banners. An upload is re-encoded by sharp (HERO_IMAGE_WIDTH, WebP) before it is
 * stored; the file is removed again when the row cannot be written, and after the row when deleted.
 */
export function createAdminHeroImagesService({ db, storage, logger, clock }: AdminHeroImagesDeps) {
  return {
    async list(): Promise<AdminHeroImage[]> {
      return (await repo.list(db)).map(toAdminHeroImage);
    },

    async create(fields: CreateFields, file: { data: Buffer } | undefined): Promise<AdminHeroImage> {
      if (!file) throw badRequest(M.imageRequired);
      const banner = await processBanner(file.data);
      const [stored] = await storeAll(storage, logger, [{ folder: 'hero', name: `${randomUUID()}.webp`, data: banner, contentType: 'image/webp' }]);
      try {
        const row = await repo.insert(db, { ...fields, imageUrl: stored!.url, storageKey: stored!.key, createdAt: clock() });
        return toAdminHeroImage(row);
      } catch (err) {
        await removeStoredFiles(storage, logger, [stored!.key]);
        throw err;
      }
    },

    async update(id: string, changes: UpdateFields): Promise<AdminHeroImage> {
      const row = UUID.test(id) ? await repo.update(db, id, changes) : undefined;
      if (!row) throw notFound(M.notFound);
      return toAdminHeroImage(row);
    },

    async remove(id: string): Promise<void> {
      const row = UUID.test(id) ? await repo.delete(db, id) : undefined;
      if (!row) throw notFound(M.notFound);
      if (row.storageKey) await removeStoredFiles(storage, logger, [row.storageKey]);
    },
  };
}
export type AdminHeroImagesService = ReturnType<typeof createAdminHeroImagesService>;
