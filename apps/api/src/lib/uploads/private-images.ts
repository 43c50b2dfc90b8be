import type { Logger } from 'pino';
import type { PrivateStorage } from '../storage/storage';
import { detectImageType, IMAGE_CONTENT_TYPES, type ImageType } from './images';

export interface PrivateImage {
  data: Buffer;
  type: ImageType;
  contentType: string;
}

/**
 * An image of the private storage, typed by its own bytes. Null when the file is gone or is not a
 * jpeg/png/webp after all (logged: uploads are checked, so either means something went wrong).
 */
export async function readPrivateImage(storage: PrivateStorage, logger: Pick<Logger, 'warn'>, key: string): Promise<PrivateImage | null> {
  const data = await storage.readPrivate(key);
  const type = data ? detectImageType(data) : null;
  if (!data || !type) {
    logger.warn({ key, found: Boolean(data) }, 'a private image is missing or not an image');
    return null;
  }
  return { data, type, contentType: IMAGE_CONTENT_TYPES[type] };
}

/** The extension a file of this type is saved and offered under. */
export const imageExtension = (type: ImageType) => (type === 'jpeg' ? 'jpg' : type);
