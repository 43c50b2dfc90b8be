/** Where uploaded and generated files go. Local disk by default, Cloudinary when CLOUDINARY_URL is set. */
export interface StoredFile {
  /** Stable key to remove the file later. */
  key: string;
  /** URL the browser loads: a path on this server (disk) or an absolute URL (Cloudinary). */
  url: string;
}

export interface Storage {
  /** Saves `data` under a folder ('covers', 'hero', 'profiles', 'proofs') with a name of its own. */
  put(file: { folder: string; name: string; data: Buffer; contentType: string }): Promise<StoredFile>;
  remove(key: string): Promise<void>;
}
