import { ADMIN_HERO_MESSAGES, ADMIN_PRODUCT_MESSAGES, COVER_WIDTHS, HERO_IMAGE_WIDTH, STORE_LOGO_BOX, STORE_SETTINGS_MESSAGES } from '@bookstore/contracts';
import sharp, { type Sharp } from 'sharp';
import { badRequest } from '../errors';

/**
 * A 2 MB PNG of one colour can claim 30,000 x 30,000 pixels and take gigabytes once decoded: sharp refuses
 * anything larger than this (about 8,000 x 5,000, more than any camera photo of a cover) before decoding.
 */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export interface ProcessedCover {
  /** COVER_WIDTHS.page wide (or the original width when smaller): the product page. */
  page: Buffer;
  /** COVER_WIDTHS.mid wide (or smaller): phones' product page, cards on 2x screens. */
  mid: Buffer;
  /** COVER_WIDTHS.card wide (or smaller): cards and lists. */
  card: Buffer;
}

function decode(data: Buffer): Sharp {
  // rotated by its EXIF orientation; sharp writes no metadata (EXIF, GPS, ICC) unless asked to
  return sharp(data, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).autoOrient();
}

/**
 * Our own drawings (flat colour and text, seeded by the hundred) are encoded with less effort: about a
 * third of the time of sharp's default, for 2-5% more bytes.
 */
const DRAWN_WEBP_EFFORT = 2;

const toWebp = (image: Sharp, width: number, effort?: number) =>
  image.resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort }).toBuffer();

/** Runs sharp; any failure to decode (not an image, truncated, too many pixels) is the client's 400. */
async function readable<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch {
    throw badRequest(message);
  }
}

/** A book cover re-encoded to WebP at the page, middle and card widths, never enlarged. */
export function processCover(data: Buffer): Promise<ProcessedCover> {
  return readable(async () => {
    const image = decode(data);
    const [page, mid, card] = await Promise.all(
      [COVER_WIDTHS.page, COVER_WIDTHS.mid, COVER_WIDTHS.card].map((width) => toWebp(image.clone(), width)),
    );
    return { page: page!, mid: mid!, card: card! };
  }, ADMIN_PRODUCT_MESSAGES.imageUnreadable);
}

/**
 * A cover drawn as SVG (the demo catalogue's) rendered to pixels once, COVER_WIDTHS.page wide, then cut
 * to the same three WebP copies as an upload. A browser decodes each SVG cover as a document of its own
 * and lays out and paints its text on the main thread; a WebP is a plain image, sized to its slot.
 * The SVG is ours, not a client's: a failure here is a bug, not a 400.
 */
export async function rasterizeSvgCover(svg: string): Promise<ProcessedCover> {
  const pixels = await drawSvg(svg, COVER_WIDTHS.page);
  const [page, mid, card] = await Promise.all([COVER_WIDTHS.page, COVER_WIDTHS.mid, COVER_WIDTHS.card].map((w) => toWebp(pixels(), w, DRAWN_WEBP_EFFORT)));
  return { page: page!, mid: mid!, card: card! };
}

/** A banner drawn as SVG (the demo's) as a WebP `width` pixels wide: a plain image, like an uploaded banner. */
export async function rasterizeSvgBanner(svg: string, width: number): Promise<Buffer> {
  const pixels = await drawSvg(svg, width);
  return toWebp(pixels(), width, DRAWN_WEBP_EFFORT);
}

/** Draws `svg` once, `width` pixels wide, and returns a factory of sharp pipelines over those pixels. */
async function drawSvg(svg: string, width: number): Promise<() => Sharp> {
  const source = Buffer.from(svg, 'utf8');
  const { width: drawnWidth } = await sharp(source).metadata();
  // SVG lengths are read at 72 dpi: this density draws it `width` pixels wide, sharp at every size
  const density = (72 * width) / (drawnWidth || width);
  const { data, info } = await sharp(source, { density }).raw().toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** A home-page banner re-encoded to WebP at HERO_IMAGE_WIDTH, never enlarged. */
export function processBanner(data: Buffer): Promise<Buffer> {
  return readable(() => toWebp(decode(data), HERO_IMAGE_WIDTH), ADMIN_HERO_MESSAGES.imageUnreadable);
}

export interface ProcessedLogo {
  data: Buffer;
  width: number;
  height: number;
}

/** The shop's logo re-encoded to WebP fitting inside STORE_LOGO_BOX (aspect kept, never enlarged), with its size. */
export function processLogo(data: Buffer): Promise<ProcessedLogo> {
  return readable(async () => {
    const { data: webp, info } = await decode(data)
      .resize({ ...STORE_LOGO_BOX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data: webp, width: info.width, height: info.height };
  }, STORE_SETTINGS_MESSAGES.logoUnreadable);
}
