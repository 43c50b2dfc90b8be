import path from 'node:path';
import type { AppConfig } from '../../config';
import { createCloudinaryStorage, parseCloudinaryUrl } from './cloudinary-storage';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './storage';

export type { FileStorage, PrivateStorage, Storage, StoredFile } from './storage';

/** Cloudinary with CLOUDINARY_URL; else public files in DATA_DIR/uploads and private ones in DATA_DIR/private. */
export function createStorage(config: Pick<AppConfig, 'cloudinaryUrl' | 'uploadsDir' | 'dataDir'>): FileStorage {
  return config.cloudinaryUrl
    ? createCloudinaryStorage(parseCloudinaryUrl(config.cloudinaryUrl))
    : createDiskStorage(config.uploadsDir, path.join(config.dataDir, 'private'));
}
