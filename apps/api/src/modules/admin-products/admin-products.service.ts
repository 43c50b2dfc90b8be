import {
  ADMIN_PRODUCT_MESSAGES as M,
  MESSAGES,
  type AdminProduct,
  type AdminProductInput,
  type AdminProductsQuery,
  type Pagination,
} from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import { removeStoredFiles } from '../../lib/uploads/stored-files';
import { isProductId } from '../catalog';
import { toAdminProduct, toProductValues } from './admin-product-mapper';
import { adminProductsRepository as repo } from './admin-products.repository';

export interface AdminProductsDeps {
  db: Db;
  storage: Storage;
  logger: Pick<Logger, 'warn'>;
  clock: () => Date;
}

const productNotFound = () => notFound(MESSAGES.product.notFound);

/** Locks the book for the rest of the transaction; unknown and malformed ids alike are not found. */
export async function lockProduct(tx: Tx, productId: string) {
  const row = isProductId(productId) ? await repo.lock(tx, productId) : undefined;
  if (!row) throw productNotFound();
  return row;
}

/** The back office's books: list, detail, create, edit, and delete (or hide when it has orders). */
export function createAdminProductsService({ db, storage, logger, clock }: AdminProductsDeps) {
  const withOrderCount = async (row: Parameters<typeof toAdminProduct>[0]): Promise<AdminProduct> =>
    toAdminProduct(row, (await repo.orderCounts(db, [row.id])).get(row.id) ?? 0);

  return {
    withOrderCount,

    /** A page is three queries: the books, the filtered total, and their order counts grouped. */
    async list(query: AdminProductsQuery): Promise<{ products: AdminProduct[]; pagination: Pagination }> {
      const rows = await repo.page(db, query);
      const total = await repo.count(db, query);
      const counts = await repo.orderCounts(
        db,
        rows.map((row) => row.id),
      );
      return {
        products: rows.map((row) => toAdminProduct(row, counts.get(row.id) ?? 0)),
        pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
      };
    },

    async detail(productId: string): Promise<AdminProduct> {
      const row = isProductId(productId) ? await repo.find(db, productId) : undefined;
      if (!row) throw productNotFound();
      return withOrderCount(row);
    },

    async create(input: AdminProductInput): Promise<AdminProduct> {
      const now = clock();
      const row = await repo.insert(db, { ...toProductValues(input), createdAt: now, updatedAt: now });
      return toAdminProduct(row, 0);
    },

    /** Every field of the form; lines of past orders keep their own copy of name and price. */
    async update(productId: string, input: AdminProductInput): Promise<AdminProduct> {
      const row = await db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        return repo.update(tx, productId, { ...toProductValues(input), updatedAt: clock() });
      });
      return withOrderCount(row);
    },

    /**
     * A book that was ever ordered is only hidden (its orders keep pointing at it); any other is deleted
     * with its cart lines, wishlist entries and reviews, and its files are removed once that is committed.
     */
    async remove(productId: string): Promise<{ message: string; hidden: boolean }> {
      const outcome = await db.transaction(async (tx) => {
        const row = await lockProduct(tx, productId);
        if (await repo.hasOrders(tx, productId)) {
          if (row.isActive) await repo.update(tx, productId, { isActive: false, updatedAt: clock() });
          return { hidden: true, keys: [] };
        }
        await repo.delete(tx, productId);
        return { hidden: false, keys: row.imageKeys };
      });
      await removeStoredFiles(storage, logger, outcome.keys);
      return outcome.hidden ? { message: M.hidden, hidden: true } : { message: M.deleted, hidden: false };
    },
  };
}
export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
