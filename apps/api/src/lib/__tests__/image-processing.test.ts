import { ADMIN_HERO_MESSAGES, ADMIN_PRODUCT_MESSAGES } from '@bookstore/contracts';
import sharp from 'sharp';
import { brokenPng, pngClaiming, pngImage } from '../../modules/admin-products/__tests__/test-images';
import { AppError } from '../errors';
import { IMAGE_MAX_INPUT_PIXELS, processBanner, processCover } from '../uploads/image-processing';

const info = async (data: Buffer) => {
  const meta = await sharp(data).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif !== undefined, orientation: meta.orientation };
};

describe('processCover', () => {
  it('when a large PNG is given, then a page copy 800 wide and a card copy 320 wide come out as WebP', async () => {
    const cover = await processCover(await pngImage(1200, 1800));
    expect(await info(cover.page)).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(await info(cover.card)).toMatchObject({ format: 'webp', width: 320, height: 480 });
  });

  it('when the image is smaller than a width, then it is not enlarged', async () => {
    const cover = await processCover(await pngImage(400, 600));
    expect(await info(cover.page)).toMatchObject({ width: 400, height: 600 });
    expect(await info(cover.card)).toMatchObject({ width: 320, height: 480 });
  });

  it('when a photo carries an EXIF orientation, then it is turned upright and no metadata is kept', async () => {
    // stored 1200 x 800 on its side; the camera says "rotate 90 degrees" (orientation 6)
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await info(photo)).toMatchObject({ exif: true, orientation: 6 });
    const cover = await processCover(photo);
    expect(await info(cover.page)).toEqual({ format: 'webp', width: 800, height: 1200, exif: false, orientation: undefined });
  });

  it('when the bytes are not a decodable image, then 400 with the unreadable message', async () => {
    const error = await processCover(brokenPng()).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: ADMIN_PRODUCT_MESSAGES.imageUnreadable });
  });

  it('when a small file claims more pixels than the limit, then it is refused before being decoded', async () => {
    const bomb = await pngClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(2000);
    // a well-formed header: what stops it is the pixel limit, read from the header before any decoding
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    expect(10_000 * 10_000).toBeGreaterThan(IMAGE_MAX_INPUT_PIXELS);
    await expect(processCover(bomb)).rejects.toMatchObject({ status: 400, message: ADMIN_PRODUCT_MESSAGES.imageUnreadable });
  });
});

describe('processBanner', () => {
  it('when a wide image is given, then one WebP 1600 wide comes out', async () => {
    expect(await info(await processBanner(await pngImage(2400, 900)))).toMatchObject({ format: 'webp', width: 1600, height: 600 });
  });

  it('when the bytes are not a decodable image, then 400 with the banner message', async () => {
    await expect(processBanner(brokenPng())).rejects.toMatchObject({ status: 400, message: ADMIN_HERO_MESSAGES.imageUnreadable });
  });
});
