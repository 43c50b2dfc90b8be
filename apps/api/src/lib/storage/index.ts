import type { AppConfig } from '../../config';
import { createCloudinaryStorage, parseCloudinaryUrl } from './cloudinary-storage';
import { createDiskStorage } from './disk-storage';
import type { Storage } from './storage';

export type { Storage, StoredFile } from './storage';

export function createStorage(config: Pick<AppConfig, 'cloudinaryUrl' | 'uploadsDir'>): Storage {
  return config.cloudinaryUrl
    ? createCloudinaryStorage(parseCloudinaryUrl(config.cloudinaryUrl))
    : createDiskStorage(config.uploadsDir);
}
