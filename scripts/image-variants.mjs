#!/usr/bin/env node
// After the web build: AVIF and WebP copies of every raster picture the client ships (decision
// 0178), at its own width ("name.avif") and at each narrower responsive width ("name-640w.avif"),
// so a page can offer them in a <picture> srcset. The original stays for clients that need it
// (social crawlers read only PNG/JPEG for og:image). SVG is left alone: it is already small and
// sharp at every size. Re-running skips pictures whose copies are newer than the original.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir =
  process.env.IMAGE_VARIANTS_DIR ??
  join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'client');
const RASTER = /\.(?:png|jpe?g)$/i;
/** The responsive widths, as for uploaded photos (INSPECTION_PHOTO_WIDTHS). */
const WIDTHS = [320, 640, 1280];
const QUALITY = { avif: 50, webp: 78 };
const AVIF_EFFORT = 4;

function* rasters(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* rasters(path);
    else if (RASTER.test(entry.name)) yield path;
  }
}

const upToDate = (target, source) => {
  try {
    return statSync(target).mtimeMs >= statSync(source).mtimeMs;
  } catch {
    return false;
  }
};

let written = 0;
for (const path of rasters(clientDir)) {
  const stem = path.replace(RASTER, '');
  const { width = 0 } = await sharp(path).metadata();
  const targets = [
    { width, suffix: '' },
    ...WIDTHS.filter((candidate) => candidate < width).map((candidate) => ({
      width: candidate,
      suffix: `-${candidate}w`,
    })),
  ];
  for (const target of targets) {
    for (const format of ['avif', 'webp']) {
      const out = `${stem}${target.suffix}.${format}`;
      if (upToDate(out, path)) continue;
      const resized = sharp(path).resize({ width: target.width, withoutEnlargement: true });
      const encoded =
        format === 'avif'
          ? resized.avif({ quality: QUALITY.avif, effort: AVIF_EFFORT })
          : resized.webp({ quality: QUALITY.webp });
      writeFileSync(out, await encoded.toBuffer());
      written += 1;
    }
  }
}
console.log(`wrote ${written} AVIF/WebP variants in ${clientDir}`);
