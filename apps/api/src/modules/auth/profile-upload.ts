import { FILE_LIMITS, MESSAGES, UPLOAD_FIELDS } from '@bookstore/contracts';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../lib/errors';
import { detectImageType, IMAGE_CONTENT_TYPES, type ImageType } from '../../lib/uploads/images';

/** The field the contract names, and `file`, the name spec section 7 uses: either carries the picture. */
const FIELDS = [UPLOAD_FIELDS.profilePicture, 'file'] as const;

export interface UploadedPicture {
  data: Buffer;
  type: ImageType;
  contentType: string;
}

/**
 * update-profile's optional picture: multipart in memory (never on disk), at most one file of 250 KB,
 * accepted only when its bytes are a JPEG, PNG or WebP image (whatever its name or declared type says).
 * JSON requests pass untouched. The checked picture is left on res.locals.picture.
 */
export function profilePictureUpload(): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: FILE_LIMITS.imageMaxBytes, files: 1, fields: 20, fieldSize: 2048 },
  }).fields(FIELDS.map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    parse(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        const message =
          err.code === 'LIMIT_FILE_SIZE'
            ? MESSAGES.account.pictureTooLarge
            : err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT'
              ? MESSAGES.account.pictureType
              : MESSAGES.general.invalidRequest;
        next(new AppError('VALIDATION', message));
        return;
      }
      if (err) {
        next(err);
        return;
      }
      const files = req.files as Record<string, Express.Multer.File[]> | undefined;
      const file = FIELDS.map((name) => files?.[name]?.[0]).find(Boolean);
      if (file) {
        const type = detectImageType(file.buffer);
        if (!type) {
          next(new AppError('VALIDATION', MESSAGES.account.pictureType));
          return;
        }
        res.locals.picture = { data: file.buffer, type, contentType: IMAGE_CONTENT_TYPES[type] } satisfies UploadedPicture;
      }
      next();
    });
  };
}
