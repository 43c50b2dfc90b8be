/** Where uploaded and generated files go. Local disk by default, Cloudinary when CLOUDINARY_URL is set. */
export interface StoredFile {
  /** Stable key to remove the file later. */
  key: string;
  /** URL the browser loads: a path on this server (disk) or an absolute URL (Cloudinary). */
  url: string;
}

export interface NewFile {
  folder: string;
  name: string;
  data: Buffer;
  contentType: string;
}

/** Public files: covers, banners, profile pictures. Anyone with the URL may load them. */
export interface Storage {
  /** Saves `data` under a folder ('covers', 'hero', 'profiles') with a name of its own. */
  put(file: NewFile): Promise<StoredFile>;
  remove(key: string): Promise<void>;
}

/**
 * Files that have no public address (payment proofs): only the API reads them back, after checking who
 * asks, and streams them to that client. Disk: a folder beside the uploads that is never served.
 * Cloudinary: 'authenticated' assets, fetched by the API with a signed URL that never reaches a browser.
 */
export interface PrivateStorage {
  putPrivate(file: NewFile): Promise<{ key: string }>;
  /**
   * The bytes under `key`, or null when there are none. A file an older version stored publicly under the
   * same key and that `makePrivate` has not moved yet is still found.
   */
  readPrivate(key: string): Promise<Buffer | null>;
  removePrivate(key: string): Promise<void>;
  /** Moves a file an older version stored publicly to the private side, under the same key; done already or missing: nothing to do. */
  makePrivate(key: string): Promise<void>;
}

/** What the app is given: both sides. Each service asks only for the side it uses. */
export type FileStorage = Storage & PrivateStorage;
