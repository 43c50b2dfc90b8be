import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCloudinaryStorage, parseCloudinaryUrl, signCloudinaryParams } from '../storage/cloudinary-storage';
import { createDiskStorage } from '../storage/disk-storage';

describe('disk storage', () => {
  it('when a file is put, then it lands under its folder and is addressed by /uploads/<folder>/<name>', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'store-'));
    const storage = createDiskStorage(root);
    const file = await storage.put({ folder: 'proofs', name: 'a.png', data: Buffer.from('png'), contentType: 'image/png' });
    expect(file).toEqual({ key: 'proofs/a.png', url: '/uploads/proofs/a.png' });
    expect(await readFile(path.join(root, 'proofs', 'a.png'), 'utf8')).toBe('png');
    await storage.remove(file.key);
    await expect(readFile(path.join(root, 'proofs', 'a.png'))).rejects.toThrow();
  });

  it('when a name tries to climb out of the folder, then it is refused', async () => {
    const storage = createDiskStorage(await mkdtemp(path.join(os.tmpdir(), 'store-')));
    await expect(storage.put({ folder: 'proofs', name: '../../etc/passwd', data: Buffer.from(''), contentType: 'text/plain' })).rejects.toThrow(/Unsafe/);
    await expect(storage.remove('../secret')).rejects.toThrow(/Unsafe/);
  });
});

describe('cloudinary storage', () => {
  it('when CLOUDINARY_URL is parsed, then key, secret and cloud name come out', () => {
    expect(parseCloudinaryUrl('cloudinary://123:abc@my-shop')).toEqual({ apiKey: '123', apiSecret: 'abc', cloudName: 'my-shop' });
    expect(() => parseCloudinaryUrl('https://example.com')).toThrow(/CLOUDINARY_URL/);
  });

  it('when parameters are signed, then they are sorted and hashed with the secret (Cloudinary documented example)', () => {
    // the example of Cloudinary's "signed upload" documentation
    expect(signCloudinaryParams({ timestamp: '1315060510', public_id: 'sample_image', eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop' }, 'abcd')).toBe(
      'bfd09f95f331f558cbd1320e67aa8d488770583e',
    );
  });

  it('when a file is put, then a signed multipart upload is sent and the secure URL is returned', async () => {
    const calls: { url: string; form: FormData }[] = [];
    const fakeFetch = (async (url: string, init: { body: FormData }) => {
      calls.push({ url, form: init.body });
      return { ok: true, status: 200, json: async () => ({ secure_url: 'https://res.cloudinary.com/x/proofs/a.png', public_id: 'proofs/a' }) };
    }) as unknown as typeof fetch;
    const storage = createCloudinaryStorage({ cloudName: 'shop', apiKey: 'k', apiSecret: 's' }, fakeFetch);
    const file = await storage.put({ folder: 'proofs', name: 'a.png', data: Buffer.from('x'), contentType: 'image/png' });
    expect(file).toEqual({ key: 'proofs/a', url: 'https://res.cloudinary.com/x/proofs/a.png' });
    expect(calls[0]?.url).toBe('https://api.cloudinary.com/v1_1/shop/image/upload');
    expect(calls[0]?.form.get('public_id')).toBe('proofs/a');
    expect(calls[0]?.form.get('signature')).toMatch(/^[0-9a-f]{40}$/);
    expect(calls[0]?.form.get('api_key')).toBe('k');
  });
});
