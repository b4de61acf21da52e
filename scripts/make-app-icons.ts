// npm run icons: draws the installed app's icons (src/web/public/icons/, listed by the web app
// manifest in vite.config.ts) from the same heart as favicon.svg. Run again when the mark changes;
// the PNGs are committed, so a build needs no drawing.
//   icon-192.png, icon-512.png: the favicon's rounded square, for launchers that show it as is.
//   maskable-512.png: the heart inside the safe zone (the middle 80 % circle) on a full-bleed
//   square, for launchers that cut their own shape (Android's adaptive icons).
//   apple-touch-icon.png (180): iOS's home screen, which rounds the corners itself.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const BRAND = '#9a3412';
const HEART = '#fde68a';
const HEART_PATH = 'M32 50s-16-9.6-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.4-16 21-16 21z';
const out = join(import.meta.dirname, '..', 'src', 'web', 'public', 'icons');

/** The heart, `scale` times its favicon size, centred on a 64-unit square. */
const svg = ({ radius, scale }: { radius: number; scale: number }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${radius}" fill="${BRAND}"/>` +
  `<g transform="translate(32 35) scale(${scale}) translate(-32 -35)"><path d="${HEART_PATH}" fill="${HEART}"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, radius: 14, scale: 1 },
  { file: 'icon-512.png', size: 512, radius: 14, scale: 1 },
  { file: 'maskable-512.png', size: 512, radius: 0, scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0, scale: 1 },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(svg(icon)), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, icon.file));
  console.log(`${icon.file} (${icon.size} px)`);
}
