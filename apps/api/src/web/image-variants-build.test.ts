import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../scripts/image-variants.mjs',
);

// Decision 0178: `npm run build` gives every raster picture the client ships AVIF and WebP copies
// at its width and each narrower responsive width; SVG stays as it is.
describe('build-time image variants (scripts/image-variants.mjs)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'images-build-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = () => {
    const result = spawnSync('node', [SCRIPT], {
      env: { ...process.env, IMAGE_VARIANTS_DIR: dir },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    return result.stdout;
  };

  it('writes AVIF and WebP at the original and narrower widths, and leaves SVG alone', async () => {
    mkdirSync(join(dir, 'assets'));
    await sharp({ create: { width: 700, height: 350, channels: 3, background: '#c2410c' } })
      .png()
      .toFile(join(dir, 'assets/banner.png'));
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(run()).toContain('wrote 6 AVIF/WebP variants');
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'banner-320w.avif',
      'banner-320w.webp',
      'banner-640w.avif',
      'banner-640w.webp',
      'banner.avif',
      'banner.png',
      'banner.webp',
    ]);
    expect(readdirSync(dir).sort()).toEqual(['assets', 'favicon.svg']);
    const meta = await sharp(join(dir, 'assets/banner-320w.avif')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 320, 160]);
    const full = await sharp(join(dir, 'assets/banner.webp')).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 700, 350]);
    // A second build with nothing changed writes nothing.
    expect(run()).toContain('wrote 0 AVIF/WebP variants');
  });
});
