import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from '../../../test/test-app';

/** A real PNG of one colour (a few KB however large: it compresses well). */
export const pngImage = (width = 1200, height = 1800) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();

/** Starts like a PNG (magic bytes) but holds no image. */
export const brokenPng = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 7)]);

/** A PNG that claims width x height in its header (a decompression bomb's trick) with a valid checksum. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage(16, 16));
  // signature (8), IHDR length (4), "IHDR" (4), width and height (4 + 4), ..., CRC of type + data at 29
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Bytes above `limit` that begin as a PNG, so only the size can refuse them. */
export const oversizedPng = (limit: number) => Buffer.concat([brokenPng(), Buffer.alloc(limit, 1)]);

/** The file a disk-storage URL (/uploads/<folder>/<name>) points at. */
export const fileOf = (t: Pick<TestApp, 'config'>, url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

export async function imageInfo(t: Pick<TestApp, 'config'>, url: string) {
  const meta = await sharp(await readFile(fileOf(t, url))).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif !== undefined };
}
