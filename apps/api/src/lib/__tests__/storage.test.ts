import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCloudinaryStorage, parseCloudinaryUrl, signCloudinaryDelivery, signCloudinaryParams } from '../storage/cloudinary-storage';
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

describe('disk storage, private side', () => {
  it('when a private file is put, then it lands in the private folder beside the uploads, never under them, and reads back', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-'));
    const storage = createDiskStorage(path.join(dataDir, 'uploads'));
    const file = await storage.putPrivate({ folder: 'proofs', name: 'a.png', data: Buffer.from('png'), contentType: 'image/png' });
    expect(file).toEqual({ key: 'proofs/a.png' });
    expect(await readFile(path.join(dataDir, 'private', 'proofs', 'a.png'), 'utf8')).toBe('png');
    expect(existsSync(path.join(dataDir, 'uploads', 'proofs', 'a.png'))).toBe(false);
    expect(await storage.readPrivate('proofs/a.png')).toEqual(Buffer.from('png'));
    await storage.removePrivate('proofs/a.png');
    expect(await storage.readPrivate('proofs/a.png')).toBeNull();
  });

  it('when a file an older version stored publicly is made private, then it moves under the same key; twice is harmless', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-'));
    const storage = createDiskStorage(path.join(dataDir, 'uploads'), path.join(dataDir, 'hidden'));
    await mkdir(path.join(dataDir, 'uploads', 'proofs'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'proofs', 'old.jpg'), 'jpg');
    // still found before the move
    expect(await storage.readPrivate('proofs/old.jpg')).toEqual(Buffer.from('jpg'));
    await storage.makePrivate('proofs/old.jpg');
    await storage.makePrivate('proofs/old.jpg');
    expect(existsSync(path.join(dataDir, 'uploads', 'proofs', 'old.jpg'))).toBe(false);
    expect(await readFile(path.join(dataDir, 'hidden', 'proofs', 'old.jpg'), 'utf8')).toBe('jpg');
    await storage.makePrivate('proofs/never-there.jpg');
  });

  it('when a private key tries to climb out of its folder, then it is refused', async () => {
    const storage = createDiskStorage(await mkdtemp(path.join(os.tmpdir(), 'store-')));
    await expect(storage.readPrivate('../jwt-secret')).rejects.toThrow(/Unsafe/);
    await expect(storage.readPrivate('proofs/../../jwt-secret')).rejects.toThrow(/Unsafe/);
    await expect(storage.putPrivate({ folder: '..', name: 'x', data: Buffer.from(''), contentType: 'image/png' })).rejects.toThrow(/Unsafe/);
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

describe('cloudinary storage, private side', () => {
  type Call = { url: string; method: string; form?: FormData };
  /** Answers each call with the next of `answers` (status and body) and records what was asked. */
  function fakeCloudinary(answers: { status: number; json?: unknown; bytes?: Buffer }[]) {
    const calls: Call[] = [];
    const fakeFetch = (async (url: string, init: { method: string; body?: FormData }) => {
      calls.push({ url, method: init.method, form: init.body });
      const answer = answers.shift() ?? { status: 500 };
      return {
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        json: async () => answer.json,
        arrayBuffer: async () => {
          const bytes = answer.bytes ?? Buffer.alloc(0);
          return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
        },
      };
    }) as unknown as typeof fetch;
    return { calls, storage: createCloudinaryStorage({ cloudName: 'shop', apiKey: 'k', apiSecret: 'b' }, fakeFetch) };
  }

  it("when delivery URLs are signed, then it matches Cloudinary's own SDK examples (secret 'b')", () => {
    expect(signCloudinaryDelivery('image.jpg', 'b')).toBe('s----SjmNDA--');
    expect(signCloudinaryDelivery('c_crop,h_20,w_10/image.jpg', 'b')).toBe('s--Ai4Znfl3--');
  });

  it("when a private file is put, then it is a signed upload of type 'authenticated' and only the key comes back", async () => {
    const { calls, storage } = fakeCloudinary([{ status: 200, json: { secure_url: 'https://res.cloudinary.com/shop/image/authenticated/s--x--/v1/proofs/a.png', public_id: 'proofs/a' } }]);
    expect(await storage.putPrivate({ folder: 'proofs', name: 'a.png', data: Buffer.from('x'), contentType: 'image/png' })).toEqual({ key: 'proofs/a' });
    const form = calls[0]!.form!;
    expect(calls[0]!.url).toBe('https://api.cloudinary.com/v1_1/shop/image/upload');
    expect(form.get('type')).toBe('authenticated');
    expect(form.get('public_id')).toBe('proofs/a');
    const signed = { public_id: 'proofs/a', overwrite: 'true', type: 'authenticated', timestamp: String(form.get('timestamp')) };
    expect(form.get('signature')).toBe(signCloudinaryParams(signed, 'b'));
  });

  it('when a private file is read, then the server fetches it on a signed authenticated URL and returns the bytes', async () => {
    const { calls, storage } = fakeCloudinary([{ status: 200, bytes: Buffer.from('png-bytes') }]);
    expect(await storage.readPrivate('proofs/a')).toEqual(Buffer.from('png-bytes'));
    expect(calls).toEqual([
      { url: `https://res.cloudinary.com/shop/image/authenticated/${signCloudinaryDelivery('proofs/a', 'b')}/v1/proofs/a`, method: 'GET', form: undefined },
    ]);
  });

  it('when the authenticated asset is missing, then a public one of an older version is tried, and null when there is none either', async () => {
    const found = fakeCloudinary([{ status: 404 }, { status: 200, bytes: Buffer.from('old') }]);
    expect(await found.storage.readPrivate('proofs/old')).toEqual(Buffer.from('old'));
    expect(found.calls[1]!.url).toBe('https://res.cloudinary.com/shop/image/upload/v1/proofs/old');
    const none = fakeCloudinary([{ status: 404 }, { status: 404 }]);
    expect(await none.storage.readPrivate('proofs/gone')).toBeNull();
  });

  it('when Cloudinary fails or the key is odd, then reading throws instead of answering something else', async () => {
    await expect(fakeCloudinary([{ status: 500 }]).storage.readPrivate('proofs/a')).rejects.toThrow(/500/);
    await expect(fakeCloudinary([]).storage.readPrivate('proofs/../../x')).rejects.toThrow(/Unsafe/);
    await expect(fakeCloudinary([]).storage.readPrivate('https://evil.example/x')).rejects.toThrow(/Unsafe/);
  });

  it("when a private file is removed, then the destroy call names the 'authenticated' type", async () => {
    const { calls, storage } = fakeCloudinary([{ status: 200, json: { result: 'ok' } }]);
    await storage.removePrivate('proofs/a');
    expect(calls[0]!.url).toBe('https://api.cloudinary.com/v1_1/shop/image/destroy');
    expect(calls[0]!.form!.get('type')).toBe('authenticated');
    expect(calls[0]!.form!.get('public_id')).toBe('proofs/a');
  });

  it("when an older public proof is made private, then it is renamed to itself with to_type 'authenticated'; 404 means nothing to move", async () => {
    const { calls, storage } = fakeCloudinary([{ status: 200, json: {} }, { status: 404 }, { status: 500 }]);
    await storage.makePrivate('proofs/old');
    const form = calls[0]!.form!;
    expect(calls[0]!.url).toBe('https://api.cloudinary.com/v1_1/shop/image/rename');
    expect([form.get('from_public_id'), form.get('to_public_id'), form.get('type'), form.get('to_type'), form.get('invalidate')]).toEqual([
      'proofs/old',
      'proofs/old',
      'upload',
      'authenticated',
      'true',
    ]);
    await storage.makePrivate('proofs/old');
    await expect(storage.makePrivate('proofs/old')).rejects.toThrow(/500/);
  });
});
