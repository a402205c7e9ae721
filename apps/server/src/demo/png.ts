import { crc32, deflateSync } from "node:zlib";
import { GLYPH_ADVANCE, glyphRows, textWidth } from "./pixel-font.js";

/** An RGB colour, 0–255 per channel. */
export type Rgb = readonly [number, number, number];

/** A picture drawn in memory (8-bit RGB) and encoded as a real PNG with node:zlib. */
export interface Picture {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createPicture(width: number, height: number, background: Rgb): Picture {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(background, i * 3);
  return { width, height, pixels };
}

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t].map(Math.round) as [
    number,
    number,
    number,
  ];
}

/** Paints one pixel, blending with what is there by `opacity`; outside the picture is ignored. */
function paint(picture: Picture, x: number, y: number, color: Rgb, opacity = 1) {
  if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) return;
  const { pixels } = picture;
  const at = (y * picture.width + x) * 3;
  for (let channel = 0; channel < 3; channel++) {
    const current = pixels[at + channel] ?? 0;
    pixels[at + channel] = Math.round(current + (color[channel as 0 | 1 | 2] - current) * Math.min(opacity, 1));
  }
}

/** A diagonal gradient from `from` (top left) to `to` (bottom right). */
export function fillGradient(picture: Picture, from: Rgb, to: Rgb) {
  const span = picture.width + picture.height - 2 || 1;
  const steps = Array.from({ length: span + 1 }, (_, step) => mix(from, to, step / span));
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) picture.pixels.set(steps[x + y] ?? from, (y * picture.width + x) * 3);
  }
}

export function fillRect(picture: Picture, x: number, y: number, w: number, h: number, color: Rgb, opacity = 1) {
  for (let row = Math.max(0, y); row < Math.min(picture.height, y + h); row++) {
    for (let col = Math.max(0, x); col < Math.min(picture.width, x + w); col++)
      paint(picture, col, row, color, opacity);
  }
}

export function fillCircle(picture: Picture, cx: number, cy: number, radius: number, color: Rgb, opacity = 1) {
  for (let y = Math.floor(cy - radius); y <= cy + radius; y++) {
    for (let x = Math.floor(cx - radius); x <= cx + radius; x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) paint(picture, x, y, color, opacity);
    }
  }
}

/** Text in the pixel font, each font pixel a `scale`×`scale` square; `x` is the left edge. */
export function drawText(picture: Picture, text: string, x: number, y: number, scale: number, color: Rgb) {
  [...text].forEach((character, index) => {
    glyphRows(character).forEach((row, rowIndex) => {
      [...row].forEach((bit, colIndex) => {
        if (bit !== "1") return;
        const left = x + (index * GLYPH_ADVANCE + colIndex) * scale;
        fillRect(picture, left, y + rowIndex * scale, scale, scale, color);
      });
    });
  });
}

/** The same, centred on `centerX`, with a shadow (unless null) so it reads on any background. */
export function drawCenteredText(
  picture: Picture,
  text: string,
  centerX: number,
  y: number,
  scale: number,
  color: Rgb,
  shadow: Rgb | null = [0, 0, 0],
) {
  const left = Math.round(centerX - textWidth(text, scale) / 2);
  const offset = Math.max(1, Math.round(scale / 2));
  if (shadow) drawText(picture, text, left + offset, y + offset, scale, shadow);
  drawText(picture, text, left, y, scale, color);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** PNG bytes: signature, IHDR (8-bit RGB), one zlib-compressed IDAT, IEND. */
export function encodePng(picture: Picture): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(picture.width, 0);
  header.writeUInt32BE(picture.height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const stride = picture.width * 3;
  const raw = Buffer.alloc((stride + 1) * picture.height);
  for (let y = 0; y < picture.height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(picture.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
