#!/usr/bin/env node
// Draws apps/web/public/og-image.png (1200×630), the share image of pages that have no picture of
// their own: the favicon's car on the brand colour. Plain zlib, no image library needed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const W = 1200;
const H = 630;
const BRAND = [0xc2, 0x41, 0x0c];
const WHITE = [0xff, 0xff, 0xff];
const INK = [0x0f, 0x17, 0x2a];
const pixels = Buffer.alloc(W * H * 3);
const set = (x, y, [r, g, b]) => {
  const i = (y * W + x) * 3;
  pixels[i] = r;
  pixels[i + 1] = g;
  pixels[i + 2] = b;
};
// The favicon's 32×32 drawing, scaled and centred.
const scale = 16;
const ox = (W - 32 * scale) / 2;
const oy = (H - 32 * scale) / 2 - 40;
const inBody = (u, v) => {
  // Polygon 7,19 9.5,13 22.5,13 25,19 25,23 7,23.
  if (v < 13 || v > 23 || u < 7 || u > 25) return false;
  if (v >= 19) return true;
  const t = (v - 13) / 6;
  return u >= 9.5 - 2.5 * t && u <= 22.5 + 2.5 * t;
};
const inWheel = (u, v) => (u - 11) ** 2 + (v - 23) ** 2 <= 4 || (u - 21) ** 2 + (v - 23) ** 2 <= 4;
// A road line under the car.
const inRoad = (x, y) => y >= oy + 26 * scale && y < oy + 26.5 * scale && x > 160 && x < W - 160;
for (let y = 0; y < H; y++) {
  for (let x = 0; x < W; x++) {
    const u = (x - ox) / scale;
    const v = (y - oy) / scale;
    set(x, y, inWheel(u, v) ? INK : inBody(u, v) || inRoad(x, y) ? WHITE : BRAND);
  }
}
const raw = Buffer.alloc((W * 3 + 1) * H);
for (let y = 0; y < H; y++) pixels.copy(raw, y * (W * 3 + 1) + 1, y * W * 3, (y + 1) * W * 3);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const header = Buffer.alloc(13);
header.writeUInt32BE(W, 0);
header.writeUInt32BE(H, 4);
header[8] = 8; // bit depth
header[9] = 2; // RGB
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../apps/web/public/og-image.png', import.meta.url), png);
console.log(`og-image.png: ${png.length} bytes`);
