import { FILE_LIMITS } from '@bookstore/contracts';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../errors';

export type ImageType = 'jpeg' | 'png' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * What an upload really is, by its first bytes (magic numbers), whatever its name or declared type says.
 * JPEG: FF D8 FF; PNG: 89 50 4E 47 0D 0A 1A 0A; WebP: "RIFF" ???? "WEBP".
 */
export function detectImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ImageUploadOptions {
  /** Multipart field holding the file. */
  field: string;
  maxBytes?: number;
  /** Message when the file is too large (spec texts differ per form). */
  tooLargeMessage: string;
  /** Message when the file is not a jpeg/png/webp image by content. */
  wrongTypeMessage: string;
}

/**
 * Parses a multipart form with at most one image in memory (never on disk), refuses files over the
 * limit and files that are not really images, and leaves the checked file on req.file with its
 * detected type in res.locals.imageType. The file is optional here; routes decide whether it is required.
 */
export function imageUpload({ field, maxBytes = FILE_LIMITS.imageMaxBytes, tooLargeMessage, wrongTypeMessage }: ImageUploadOptions): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 30 } }).single(field);
  return (req, res, next) => {
    parse(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        next(new AppError('VALIDATION', err.code === 'LIMIT_FILE_SIZE' ? tooLargeMessage : wrongTypeMessage));
        return;
      }
      if (err) {
        next(err);
        return;
      }
      if (req.file) {
        const type = detectImageType(req.file.buffer);
        if (!type) {
          next(new AppError('VALIDATION', wrongTypeMessage));
          return;
        }
        res.locals.imageType = type;
      }
      next();
    });
  };
}
