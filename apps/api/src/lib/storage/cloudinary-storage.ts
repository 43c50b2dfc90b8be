import { createHash } from 'node:crypto';
import type { Storage, StoredFile } from './storage';

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

/** Stores files on Cloudinary through its upload API (no SDK needed). */
export function createCloudinaryStorage(credentials: CloudinaryCredentials, fetchImpl: typeof fetch = fetch): Storage {
  const endpoint = (action: string) => `https://api.cloudinary.com/v1_1/${credentials.cloudName}/image/${action}`;
  const signedForm = (params: Record<string, string>) => {
    const form = new FormData();
    const all = { ...params, timestamp: String(Math.floor(Date.now() / 1000)) };
    for (const [key, value] of Object.entries(all)) form.append(key, value);
    form.append('api_key', credentials.apiKey);
    form.append('signature', signCloudinaryParams(all, credentials.apiSecret));
    return form;
  };
  return {
    async put({ folder, name, data, contentType }): Promise<StoredFile> {
      const publicId = `${folder}/${name.replace(/\.[a-z0-9]+$/i, '')}`;
      const form = signedForm({ public_id: publicId, overwrite: 'true' });
      form.append('file', new Blob([new Uint8Array(data)], { type: contentType }), name);
      const response = await fetchImpl(endpoint('upload'), { method: 'POST', body: form });
      if (!response.ok) throw new Error(`Cloudinary upload failed with status ${response.status}`);
      const body = (await response.json()) as { secure_url: string; public_id: string };
      return { key: body.public_id, url: body.secure_url };
    },
    async remove(key) {
      const response = await fetchImpl(endpoint('destroy'), { method: 'POST', body: signedForm({ public_id: key }) });
      if (!response.ok) throw new Error(`Cloudinary delete failed with status ${response.status}`);
    },
  };
}
