import { createHash } from 'node:crypto';
import type { FileStorage, NewFile, StoredFile } from './storage';

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

/** cloudinary://<api_key>:<api_secret>@<cloud_name> */
export function parseCloudinaryUrl(url: string): CloudinaryCredentials {
  const parsed = new URL(url);
  if (parsed.protocol !== 'cloudinary:' || !parsed.username || !parsed.password || !parsed.hostname) {
    throw new Error('CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>');
  }
  return {
    cloudName: parsed.hostname,
    apiKey: decodeURIComponent(parsed.username),
    apiSecret: decodeURIComponent(parsed.password),
  };
}

/** Cloudinary's request signature: SHA-1 of the sorted parameters followed by the secret. */
export function signCloudinaryParams(params: Record<string, string>, apiSecret: string): string {
  const payload = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHash('sha1').update(payload + apiSecret).digest('hex');
}

/**
 * The signature component of a delivery URL: the first 8 characters of the URL-safe base64 SHA-1 of
 * what follows the signature in the URL (transformations and public id, without the version) and the secret.
 */
export function signCloudinaryDelivery(toSign: string, apiSecret: string): string {
  return `s--${createHash('sha1').update(toSign + apiSecret).digest('base64url').slice(0, 8)}--`;
}

/** A Cloudinary call slower than this fails (the API streams private files through itself). */
const REQUEST_TIMEOUT_MS = 15_000;

/** Public ids this storage creates: `<folder>/<uuid-like name>`; anything else is refused before a URL is built. */
const SAFE_PUBLIC_ID = /^[a-z0-9][a-z0-9_-]{0,120}\/[a-z0-9][a-z0-9._-]{0,120}$/i;

/**
 * Stores files on Cloudinary through its upload API (no SDK needed). Private files are 'authenticated'
 * assets: Cloudinary delivers them only on a signed URL, which this server builds, fetches and never
 * hands out.
 */
export function createCloudinaryStorage(credentials: CloudinaryCredentials, fetchImpl: typeof fetch = fetch): FileStorage {
  const endpoint = (action: string) => `https://api.cloudinary.com/v1_1/${credentials.cloudName}/image/${action}`;
  const delivery = `https://res.cloudinary.com/${credentials.cloudName}/image`;
  const safeKey = (key: string) => {
    if (!SAFE_PUBLIC_ID.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };
  const signedForm = (params: Record<string, string>) => {
    const form = new FormData();
    const all = { ...params, timestamp: String(Math.floor(Date.now() / 1000)) };
    for (const [key, value] of Object.entries(all)) form.append(key, value);
    form.append('api_key', credentials.apiKey);
    form.append('signature', signCloudinaryParams(all, credentials.apiSecret));
    return form;
  };
  const upload = async ({ folder, name, data, contentType }: NewFile, extra: Record<string, string> = {}) => {
    const publicId = `${folder}/${name.replace(/\.[a-z0-9]+$/i, '')}`;
    const form = signedForm({ public_id: publicId, overwrite: 'true', ...extra });
    form.append('file', new Blob([new Uint8Array(data)], { type: contentType }), name);
    const response = await fetchImpl(endpoint('upload'), { method: 'POST', body: form });
    if (!response.ok) throw new Error(`Cloudinary upload failed with status ${response.status}`);
    return (await response.json()) as { secure_url: string; public_id: string };
  };
  const destroy = async (params: Record<string, string>) => {
    const response = await fetchImpl(endpoint('destroy'), { method: 'POST', body: signedForm(params) });
    if (!response.ok) throw new Error(`Cloudinary delete failed with status ${response.status}`);
  };
  const download = async (url: string) => {
    const response = await fetchImpl(url, { method: 'GET', redirect: 'error', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Cloudinary download failed with status ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  return {
    async put(file): Promise<StoredFile> {
      const body = await upload(file);
      return { key: body.public_id, url: body.secure_url };
    },
    async remove(key) {
      await destroy({ public_id: key });
    },
    async putPrivate(file) {
      const body = await upload(file, { type: 'authenticated' });
      return { key: body.public_id };
    },
    async readPrivate(key) {
      const publicId = safeKey(key);
      // v1: a version component, so the folder is not read as a transformation; it is not signed
      const signed = await download(`${delivery}/authenticated/${signCloudinaryDelivery(publicId, credentials.apiSecret)}/v1/${publicId}`);
      // a proof an older version uploaded publicly, not moved by makePrivate yet
      return signed ?? (await download(`${delivery}/upload/v1/${publicId}`));
    },
    async removePrivate(key) {
      await destroy({ public_id: key, type: 'authenticated', invalidate: 'true' });
    },
    async makePrivate(key) {
      // rename to the same public id, from the public delivery type to 'authenticated'; the CDN's copies are purged
      const params = { from_public_id: key, to_public_id: key, type: 'upload', to_type: 'authenticated', invalidate: 'true' };
      const response = await fetchImpl(endpoint('rename'), { method: 'POST', body: signedForm(params), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      // 404: no public asset of that id (moved before, or gone)
      if (!response.ok && response.status !== 404) throw new Error(`Cloudinary rename failed with status ${response.status}`);
    },
  };
}
