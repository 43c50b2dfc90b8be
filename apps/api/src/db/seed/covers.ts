import { STORE_NAME } from '@bookstore/contracts';

/**
 * Book covers and hero banners drawn as SVG, locally: no network, no fonts shipped, nothing random.
 * Urdu (Arabic-script) text is set right-to-left in a Nastaliq/Naskh font stack.
 */

const URDU_FONTS = "'Noto Nastaliq Urdu','Noto Naskh Arabic','Jameel Noori Nastaleeq',serif";
const SERIF_FONTS = "Georgia,'Noto Serif','DejaVu Serif','Times New Roman',serif";
const SANS_FONTS = "'Noto Sans','DejaVu Sans',Arial,sans-serif";

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** True when the text contains Arabic-script letters (Urdu, Arabic, Sindhi, Punjabi Shahmukhi). */
export function isRtlText(text: string): boolean {
  return ARABIC_SCRIPT.test(text);
}

/** Escapes text for use in SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Arabic ligature signs (ﷺ, ﷽ ...): one code point, drawn as a whole phrase. */
const LIGATURE_SIGN = /[\uFDF0-\uFDFF]/;

/**
 * Ligature signs are tall and wide in Nastaliq; drawn at the line's size they run into the next line,
 * so they are set smaller. Takes and returns escaped text.
 */
function shrinkLigatureSigns(escaped: string, fontSize: number): string {
  return escaped.replace(/[\uFDF0-\uFDFF]/g, (sign) => `<tspan font-size="${Math.round(fontSize * 0.55)}">${sign}</tspan>`);
}

/**
 * Rough width of text in "average characters". Ligature signs such as ﷺ draw as one code point but
 * are as wide as a short word.
 */
export function textUnits(text: string): number {
  let units = 0;
  for (const char of text) units += LIGATURE_SIGN.test(char) ? 3 : 1;
  return units;
}

/**
 * Greedy word wrap to lines of at most `maxChars` units (see textUnits); a word longer than a line is
 * cut. With `maxLines`, the last line ends in '…' when text is left over.
 */
export function wrapText(text: string, maxChars: number, maxLines = Number.POSITIVE_INFINITY): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    let rest = word;
    while (textUnits(rest) > maxChars && rest.length > maxChars) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(rest.slice(0, maxChars));
      rest = rest.slice(maxChars);
    }
    if (!line) line = rest;
    else if (textUnits(line) + 1 + textUnits(rest) <= maxChars) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

interface Palette {
  from: string;
  to: string;
  /** Frame, ornaments and the category pill. */
  accent: string;
  /** Title and author colour. */
  ink: string;
}

const PALETTES: Record<string, Palette> = {
  'Govt School': { from: '#1b5e20', to: '#2e7d32', accent: '#ffd54f', ink: '#ffffff' },
  'Private School': { from: '#1a237e', to: '#3949ab', accent: '#ffca28', ink: '#ffffff' },
  'College & University': { from: '#4a148c', to: '#7b1fa2', accent: '#ffd180', ink: '#ffffff' },
  'Competitive Exam': { from: '#004d40', to: '#00796b', accent: '#ffab40', ink: '#ffffff' },
  'Past Papers': { from: '#263238', to: '#455a64', accent: '#80deea', ink: '#ffffff' },
  'Religious & Spiritual': { from: '#0b3d2e', to: '#14532d', accent: '#d4af37', ink: '#fdf6e3' },
  'Urdu Novels': { from: '#7f1d1d', to: '#b91c1c', accent: '#fde68a', ink: '#fffbeb' },
  'Urdu Poetry': { from: '#312e81', to: '#6d28d9', accent: '#fcd34d', ink: '#ffffff' },
  'Urdu Literature': { from: '#3e2723', to: '#6d4c41', accent: '#ffcc80', ink: '#fff8e1' },
  'English Novels': { from: '#0f172a', to: '#1e3a8a', accent: '#fbbf24', ink: '#ffffff' },
  'English Literature': { from: '#4c0519', to: '#881337', accent: '#fecdd3', ink: '#ffffff' },
  'Children & Young Reader': { from: '#f97316', to: '#facc15', accent: '#1e3a8a', ink: '#1f2937' },
  Medical: { from: '#0e7490', to: '#0891b2', accent: '#fef08a', ink: '#ffffff' },
  Engineering: { from: '#1f2937', to: '#374151', accent: '#f59e0b', ink: '#ffffff' },
  Business: { from: '#0c4a6e', to: '#0369a1', accent: '#fde047', ink: '#ffffff' },
  History: { from: '#78350f', to: '#a16207', accent: '#fef3c7', ink: '#fffbeb' },
  'General Interest': { from: '#701a75', to: '#a21caf', accent: '#fbcfe8', ink: '#ffffff' },
  'Used & Affordable': { from: '#3f6212', to: '#65a30d', accent: '#fef9c3', ink: '#ffffff' },
};
const DEFAULT_PALETTE: Palette = { from: '#334155', to: '#475569', accent: '#fcd34d', ink: '#ffffff' };

export function paletteFor(category: string): Palette {
  return PALETTES[category] ?? DEFAULT_PALETTE;
}

/** Attributes of a <text> element for the script of `text`. */
function textAttrs(text: string, font: 'title' | 'body'): string {
  if (isRtlText(text)) return `direction="rtl" xml:lang="ur" font-family="${URDU_FONTS}"`;
  return `xml:lang="en" font-family="${font === 'title' ? SERIF_FONTS : SANS_FONTS}"`;
}

interface TitleLayout {
  size: number;
  lineHeight: number;
  lines: string[];
}

/**
 * The font size and line breaks of a title: the largest size that needs at most three lines, else the
 * largest that fits the title box (about 320x250) at all, else the smallest size, cut with '…'.
 */
function layoutTitle(title: string): TitleLayout {
  const rtl = isRtlText(title);
  // average glyph width as a share of the font size; Nastaliq lines need much more height
  const widthFactor = rtl ? 0.48 : 0.55;
  const lineFactor = rtl ? 1.75 : 1.2;
  const sizes = rtl ? [48, 42, 36, 32, 28] : [46, 40, 35, 31, 27, 24];
  const layouts = sizes.map((size) => {
    const maxChars = Math.max(6, Math.floor(320 / (size * widthFactor)));
    return { size, maxChars, lineHeight: Math.round(size * lineFactor), lines: wrapText(title, maxChars) };
  });
  const fits = (layout: (typeof layouts)[number]) => layout.lines.length * layout.lineHeight <= 250;
  const chosen = layouts.find((layout) => layout.lines.length <= 3 && fits(layout)) ?? layouts.find(fits);
  if (chosen) return chosen;
  const smallest = layouts[layouts.length - 1]!;
  return { ...smallest, lines: wrapText(title, smallest.maxChars, Math.floor(250 / smallest.lineHeight)) };
}

export interface CoverInput {
  title: string;
  author: string;
  category: string;
  condition?: 'new' | 'used';
}

/** A 400x600 SVG cover: category colours, wrapped title, author, category label and the store name. */
export function renderCoverSvg(book: CoverInput): string {
  const palette = paletteFor(book.category);
  const title = layoutTitle(book.title);
  const titleTop = 260 - (title.lines.length * title.lineHeight) / 2 + title.size * 0.8;
  const titleLines = title.lines
    .map((line, i) => `<tspan x="200" y="${Math.round(titleTop + i * title.lineHeight)}">${shrinkLigatureSigns(escapeXml(line), title.size)}</tspan>`)
    .join('');
  const ornamentY = Math.round(Math.min(430, titleTop + (title.lines.length - 1) * title.lineHeight + title.size * 0.9));
  const authorRtl = isRtlText(book.author);
  const authorLines = book.author ? wrapText(book.author, authorRtl ? 30 : 34, 2) : [];
  const authorSize = authorRtl ? 20 : 19;
  const authorStep = authorRtl ? 36 : 26;
  const authorTop = 500 - ((authorLines.length - 1) * authorStep) / 2;
  const author = authorLines
    .map((line, i) => `<tspan x="200" y="${Math.round(authorTop + i * authorStep)}">${shrinkLigatureSigns(escapeXml(line), authorSize)}</tspan>`)
    .join('');
  const category = book.category.toUpperCase();
  const pillWidth = Math.min(340, Math.round(category.length * 8.2 + 36));
  const used = book.condition === 'used'
    ? `<g transform="translate(330 -8) rotate(45)"><rect x="0" y="30" width="150" height="26" fill="${palette.accent}"/>` +
      `<text x="75" y="48" text-anchor="middle" font-family="${SANS_FONTS}" font-size="13" font-weight="700" letter-spacing="3" fill="${palette.from}">USED</text></g>`
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600" role="img" aria-label="${escapeXml(`${book.title} by ${book.author}`)}">`,
    `<title>${escapeXml(book.title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<pattern id="motif" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M20 2 L38 20 L20 38 L2 20 Z" fill="none" stroke="${palette.accent}" stroke-width="1"/><circle cx="20" cy="20" r="3" fill="${palette.accent}"/></pattern>`,
    '</defs>',
    '<rect width="400" height="600" fill="url(#bg)"/>',
    '<rect x="0" y="0" width="400" height="96" fill="url(#motif)" opacity="0.16"/>',
    '<rect x="0" y="540" width="400" height="60" fill="url(#motif)" opacity="0.12"/>',
    '<rect x="0" y="0" width="14" height="600" fill="#000000" opacity="0.18"/>',
    `<rect x="24" y="20" width="356" height="560" rx="6" fill="none" stroke="${palette.accent}" stroke-width="2" opacity="0.75"/>`,
    `<rect x="31" y="27" width="342" height="546" rx="4" fill="none" stroke="${palette.accent}" stroke-width="0.75" opacity="0.5"/>`,
    `<rect x="${200 - pillWidth / 2}" y="52" width="${pillWidth}" height="28" rx="14" fill="${palette.accent}"/>`,
    `<text x="200" y="71" text-anchor="middle" xml:lang="en" font-family="${SANS_FONTS}" font-size="13" font-weight="700" letter-spacing="1.5" fill="${palette.from}">${escapeXml(category)}</text>`,
    `<text text-anchor="middle" ${textAttrs(book.title, 'title')} font-size="${title.size}" font-weight="700" fill="${palette.ink}">${titleLines}</text>`,
    `<g opacity="0.85" stroke="${palette.accent}" stroke-width="1.5"><line x1="120" y1="${ornamentY}" x2="188" y2="${ornamentY}"/><line x1="212" y1="${ornamentY}" x2="280" y2="${ornamentY}"/></g>`,
    `<path d="M200 ${ornamentY - 7} L207 ${ornamentY} L200 ${ornamentY + 7} L193 ${ornamentY} Z" fill="${palette.accent}"/>`,
    author ? `<text text-anchor="middle" ${textAttrs(book.author, 'body')} font-size="${authorSize}" fill="${palette.ink}" opacity="0.95">${author}</text>` : '',
    `<text x="200" y="561" text-anchor="middle" xml:lang="en" font-family="${SERIF_FONTS}" font-size="16" font-style="italic" letter-spacing="2" fill="${palette.accent}">${STORE_NAME}</text>`,
    used,
    '</svg>',
    '',
  ].join('\n');
}

export interface HeroBanner {
  /** File name in the 'hero' folder. */
  name: string;
  altText: string;
  svg: string;
}

interface BannerSpec {
  name: string;
  altText: string;
  from: string;
  to: string;
  accent: string;
  kicker: string;
  heading: string;
  subheading: string;
  spines: string[];
}

const BANNERS: BannerSpec[] = [
  {
    name: 'urdu-classics.svg',
    altText: 'Urdu classics: Ghalib, Iqbal, Qurratulain Hyder and more at Kitab Ghar',
    from: '#4a0e0e', to: '#9a3412', accent: '#fcd34d',
    kicker: 'URDU CLASSICS',
    heading: 'اردو ادب کے شاہکار',
    subheading: 'Ghalib, Iqbal, Qurratulain Hyder, Bano Qudsia and more',
    spines: ['#fde68a', '#b91c1c', '#fef3c7', '#7c2d12', '#fcd34d', '#991b1b'],
  },
  {
    name: 'back-to-school.svg',
    altText: 'Back to school: Punjab and Federal board textbooks, past papers and O Level guides',
    from: '#0c4a6e', to: '#15803d', accent: '#fde047',
    kicker: 'NEW SESSION',
    heading: 'Back to school',
    subheading: 'Punjab & Federal board textbooks, past papers and O Level guides',
    spines: ['#fde047', '#22c55e', '#38bdf8', '#f97316', '#ffffff', '#a3e635'],
  },
  {
    name: 'used-books.svg',
    altText: 'Used books, fair prices: second-hand books checked page by page',
    from: '#3f3f1f', to: '#65a30d', accent: '#fef9c3',
    kicker: 'USED & AFFORDABLE',
    heading: 'Used books, fair prices',
    subheading: 'Second-hand copies, checked page by page. One or two of each, so be quick.',
    spines: ['#d6d3d1', '#a16207', '#fef9c3', '#57534e', '#ca8a04', '#e7e5e4'],
  },
];

function renderBanner(spec: BannerSpec): string {
  const headingRtl = isRtlText(spec.heading);
  // keep the heading clear of the shelf drawn on the right (about 880 px of room)
  const headingSize = headingRtl ? 84 : Math.min(92, Math.floor(880 / (spec.heading.length * 0.55)));
  const spines = spec.spines
    .map((color, i) => {
      const width = 52 + ((i * 17) % 30);
      const height = 300 + ((i * 53) % 120);
      const x = 1040 + spec.spines.slice(0, i).reduce((sum, _, j) => sum + 52 + ((j * 17) % 30) + 8, 0);
      const y = 520 - height;
      return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="${color}"/>` +
        `<rect x="${x}" y="${y + 30}" width="${width}" height="8" fill="#000000" opacity="0.18"/>` +
        `<rect x="${x}" y="${y + height - 50}" width="${width}" height="8" fill="#000000" opacity="0.18"/>`;
    })
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img" aria-label="${escapeXml(spec.altText)}">`,
    `<title>${escapeXml(spec.altText)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient>`,
    `<pattern id="motif" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M30 4 L56 30 L30 56 L4 30 Z" fill="none" stroke="${spec.accent}" stroke-width="1.2"/><circle cx="30" cy="30" r="4" fill="${spec.accent}"/></pattern>`,
    '</defs>',
    '<rect width="1600" height="600" fill="url(#bg)"/>',
    '<rect width="1600" height="600" fill="url(#motif)" opacity="0.08"/>',
    `<rect x="1000" y="520" width="560" height="14" rx="3" fill="${spec.accent}" opacity="0.9"/>`,
    spines,
    `<text x="110" y="170" xml:lang="en" font-family="${SANS_FONTS}" font-size="26" font-weight="700" letter-spacing="6" fill="${spec.accent}">${escapeXml(spec.kicker)}</text>`,
    headingRtl
      ? `<text x="110" y="320" text-anchor="end" direction="rtl" xml:lang="ur" font-family="${URDU_FONTS}" font-size="${headingSize}" font-weight="700" fill="#ffffff">${escapeXml(spec.heading)}</text>`
      : `<text x="110" y="300" xml:lang="en" font-family="${SERIF_FONTS}" font-size="${headingSize}" font-weight="700" fill="#ffffff">${escapeXml(spec.heading)}</text>`,
    `<text xml:lang="en" font-family="${SANS_FONTS}" font-size="30" fill="#ffffff" opacity="0.92">${wrapText(spec.subheading, 48, 2)
      .map((line, i) => `<tspan x="110" y="${400 + i * 42}">${escapeXml(line)}</tspan>`)
      .join('')}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The three home-page banners (1600x600). The lower left stays empty: the carousel puts its buttons there. */
export function renderHeroBanners(): HeroBanner[] {
  return BANNERS.map((spec) => ({ name: spec.name, altText: spec.altText, svg: renderBanner(spec) }));
}
