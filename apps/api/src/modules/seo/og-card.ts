import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatRupees, type Product } from '@bookstore/contracts';
import sharp from 'sharp';

export const OG_CARD = { width: 1200, height: 630, type: 'image/jpeg' } as const;

const COVER = { left: 70, top: 65, width: 333, height: 500 };
const TEXT_LEFT = 460;
const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Words laid out in lines of about `width` characters, at most `max` lines (the last one cut with …). */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next.slice(0, width * 2);
    else {
      lines.push(line);
      line = word.slice(0, width * 2);
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/** The book's cover from the uploads folder, or null when it is elsewhere or unreadable (the card then shows a plain block). */
async function readCover(url: string | undefined, uploadsDir: string): Promise<Buffer | null> {
  if (!url?.startsWith('/uploads/')) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, decodeURIComponent(url.slice('/uploads/'.length)));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return await sharp(await readFile(file), { limitInputPixels: 40_000_000 })
      .resize(COVER.width, COVER.height, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The picture a chat app or social network shows for a shared book: its cover, name, author, price and the
 * shop's name on a 1200×630 JPEG (they do not show SVG covers).
 */
export async function renderOgCard(book: Product, storeName: string, uploadsDir: string): Promise<Buffer> {
  const title = wrap(book.name, 21, 3);
  const titleY = 170;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_CARD.width}" height="${OG_CARD.height}">
  <rect width="100%" height="100%" fill="#fbf6ee"/>
  <rect x="0" y="0" width="100%" height="14" fill="#7a3e1d"/>
  <rect x="${COVER.left}" y="${COVER.top}" width="${COVER.width}" height="${COVER.height}" fill="#e8dccb"/>
  <g font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" fill="#2b1a10">
    ${title.map((line, i) => `<text x="${TEXT_LEFT}" y="${titleY + i * 66}" font-size="48" font-weight="bold">${xmlEscape(line)}</text>`).join('\n    ')}
    <text x="${TEXT_LEFT}" y="${titleY + title.length * 66 + 20}" font-size="34" fill="#5c4433">${xmlEscape(wrap(book.author, 34, 1)[0] ?? '')}</text>
    <text x="${TEXT_LEFT}" y="${titleY + title.length * 66 + 110}" font-size="52" font-weight="bold" fill="#7a3e1d">${xmlEscape(formatRupees(book.price))}</text>
    <text x="${TEXT_LEFT}" y="570" font-size="30" fill="#5c4433">${xmlEscape(storeName)}</text>
  </g>
</svg>`;
  const cover = await readCover(book.image[0], uploadsDir);
  return sharp(Buffer.from(svg))
    .composite(cover ? [{ input: cover, left: COVER.left, top: COVER.top }] : [])
    .flatten({ background: '#fbf6ee' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
