// Draws the installed app's icons (apps/web/public/icons/*.png) from the store's book mark, in the design
// tokens' primary colour. Run once when the mark or the colour changes: `node scripts/app-icons.mjs`.
// sharp is the API's dependency (it draws the og:image cards), so it is loaded from there.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const sharp = createRequire(new URL('../apps/api/package.json', import.meta.url))('sharp');
const out = (name) => fileURLToPath(new URL(`../apps/web/public/icons/${name}`, import.meta.url));

const PRIMARY = '#7a3e1d';
const book = `
  <path d="M14 18c6-3 12-3 18 1v30c-6-4-12-4-18-1z" fill="#f6ead8"/>
  <path d="M50 18c-6-3-12-3-18 1v30c6-4 12-4 18-1z" fill="#e9d3b3"/>
  <path d="M32 19v30" stroke="${PRIMARY}" stroke-width="2"/>`;

// "any": the rounded tile of favicon.svg
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${PRIMARY}"/>${book}</svg>`;
// "maskable": full bleed, the book shrunk into the central 60% so any mask shape (circle, squircle) keeps it whole
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${PRIMARY}"/><g transform="translate(32 33.5) scale(0.62) translate(-32 -33.5)">${book}</g></svg>`;

// iOS rounds the corners itself and paints transparent ones black: a full-bleed square
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${PRIMARY}"/>${book}</svg>`;

const icons = [
  { svg: tile, size: 192, name: 'icon-192.png' },
  { svg: tile, size: 512, name: 'icon-512.png' },
  { svg: maskable, size: 512, name: 'maskable-512.png' },
  { svg: square, size: 180, name: 'apple-touch-icon.png' },
];

for (const { svg, size, name } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out(name));
  console.log(`${name}: ${size}x${size}`);
}
