import { randomUUID } from 'node:crypto';
import { ADMIN_PRODUCT_MESSAGES as M, MESSAGES, PRODUCT_IMAGES_MAX, type AdminProduct, type AdminProductInput } from '@bookstore/contracts';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { midCopyUrl } from '../../lib/uploads/cover-variants';
import { processCover } from '../../lib/uploads/image-processing';
import { isFileAt, removeStoredFiles, storeAll } from '../../lib/uploads/stored-files';
import { isProductId } from '../catalog';
import type { ProductRow } from '../catalog/product-mapper';
import { adminProductsRepository as repo } from './admin-products.repository';
import { toAdminProduct, toProductValues } from './admin-product-mapper';
import { lockProduct, type AdminProductsDeps, type AdminProductsService } from './admin-products.service';

const COVERS_FOLDER = 'covers';
const WEBP = 'image/webp';

const tooManyImages = () => new AppError('CONFLICT', M.tooManyImages);

/**
 * A thumbnail for every image, in the same order. Books entered before thumbnails existed have none:
 * their full image stands in, so the two lists stay aligned once a new cover is appended.
 */
const alignedThumbnails = (row: Pick<ProductRow, 'images' | 'thumbnails'>) => row.images.map((url, i) => row.thumbnails[i] ?? url);

/**
 * Covers of a book. An upload is decoded and re-encoded by sharp (page and card widths, WebP) before
 * anything is stored; the files are stored first and removed again if the database step fails. A
 * removed image's files go once the change is committed.
 */
export function createProductImagesService(deps: AdminProductsDeps, products: Pick<AdminProductsService, 'withOrderCount'>) {
  const { db, storage, logger, clock } = deps;

  /**
   * Re-encodes a cover and stores its page, middle and card copies (or nothing, when any step fails).
   * The names are fixed (see COVER_WIDTHS): the middle copy is found beside the page copy by its key.
   */
  const storeCover = async (data: Buffer) => {
    const cover = await processCover(data);
    const name = randomUUID();
    const [page, mid, card] = await storeAll(storage, logger, [
      { folder: COVERS_FOLDER, name: `${name}-page.webp`, data: cover.page, contentType: WEBP },
      { folder: COVERS_FOLDER, name: `${name}-mid.webp`, data: cover.mid, contentType: WEBP },
      { folder: COVERS_FOLDER, name: `${name}-card.webp`, data: cover.card, contentType: WEBP },
    ]);
    return { page: page!, card: card!, keys: [page!.key, mid!.key, card!.key] };
  };

  return {
    /**
     * A new book with its cover in one go. The cover is decoded before anything is written, so a file
     * that is not an image creates no book; the files go again if the book cannot be saved.
     */
    async createWithCover(input: AdminProductInput, file: { data: Buffer } | undefined): Promise<AdminProduct> {
      if (!file) throw badRequest(M.imageRequired);
      const { page, card, keys } = await storeCover(file.data);
      try {
        const now = clock();
        const row = await repo.insert(db, {
          ...toProductValues(input),
          images: [page.url],
          thumbnails: [card.url],
          imageKeys: keys,
          createdAt: now,
          updatedAt: now,
        });
        return toAdminProduct(row, 0);
      } catch (err) {
        await removeStoredFiles(storage, logger, keys);
        throw err;
      }
    },

    async upload(productId: string, file: { data: Buffer } | undefined): Promise<AdminProduct> {
      if (!file) throw badRequest(M.imageRequired);
      const current = isProductId(productId) ? await repo.find(db, productId) : undefined;
      if (!current) throw notFound(MESSAGES.product.notFound);
      // checked before the (costly) processing, and again under the lock
      if (current.images.length >= PRODUCT_IMAGES_MAX) throw tooManyImages();

      const { page, card, keys } = await storeCover(file.data);
      let row: ProductRow;
      try {
        row = await db.transaction(async (tx) => {
          const locked = await lockProduct(tx, productId);
          if (locked.images.length >= PRODUCT_IMAGES_MAX) throw tooManyImages();
          return repo.update(tx, productId, {
            images: [...locked.images, page.url],
            thumbnails: [...alignedThumbnails(locked), card.url],
            imageKeys: [...locked.imageKeys, ...keys],
            updatedAt: clock(),
          });
        });
      } catch (err) {
        await removeStoredFiles(storage, logger, keys);
        throw err;
      }
      return products.withOrderCount(row);
    },

    /** `index` counts from 0 in the order of `images`. */
    async remove(productId: string, index: number): Promise<AdminProduct> {
      const { row, keys } = await db.transaction(async (tx) => {
        const locked = await lockProduct(tx, productId);
        if (index >= locked.images.length) throw notFound(M.imageNotFound);
        const thumbnails = alignedThumbnails(locked);
        const urls = [locked.images[index]!, midCopyUrl(locked.images[index]!), thumbnails[index]!];
        const keys = locked.imageKeys.filter((key) => urls.some((url) => isFileAt(url, key)));
        const updated = await repo.update(tx, productId, {
          images: locked.images.filter((_, i) => i !== index),
          thumbnails: thumbnails.filter((_, i) => i !== index),
          imageKeys: locked.imageKeys.filter((key) => !keys.includes(key)),
          updatedAt: clock(),
        });
        return { row: updated, keys };
      });
      await removeStoredFiles(storage, logger, keys);
      return products.withOrderCount(row);
    },
  };
}
export type ProductImagesService = ReturnType<typeof createProductImagesService>;
