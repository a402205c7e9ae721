import { GLYPH_HEIGHT, textWidth } from "./pixel-font.js";
import {
  type Rgb,
  createPicture,
  drawCenteredText,
  encodePng,
  fillCircle,
  fillGradient,
  fillRect,
  mix,
} from "./png.js";

/** Two brand colours: the artwork runs from the first to the second. */
export type Palette = readonly [Rgb, Rgb];

const WHITE: Rgb = [255, 255, 255];
const BANNER = { width: 640, height: 320, margin: 32, strip: 64 };

/** Splits `text` into at most `maxLines` lines no wider than `width` at `scale`; null if it cannot. */
function wrap(text: string, width: number, scale: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  for (const word of text.toUpperCase().split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, scale) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else if (textWidth(word, scale) <= width) lines.push(word);
    else return null;
  }
  return lines.length <= maxLines ? lines : null;
}

/**
 * An ad creative: a 640×320 PNG banner with the business name large, a tagline on a
 * strip at the bottom, and a few soft shapes. Drawn pixel by pixel, no image library.
 */
export function drawBanner(businessName: string, tagline: string, [from, to]: Palette): Buffer {
  const { width, height, margin, strip } = BANNER;
  const picture = createPicture(width, height, from);
  fillGradient(picture, from, to);
  fillCircle(picture, width - 70, 40, 150, WHITE, 0.12);
  fillCircle(picture, 60, height - 20, 110, WHITE, 0.08);
  fillCircle(picture, width - 140, height - 90, 36, WHITE, 0.16);

  const area = { width: width - 2 * margin, height: height - strip - 2 * margin };
  for (let scale = 9; scale >= 2; scale--) {
    const lines = wrap(businessName, area.width, scale, 3);
    const lineHeight = (GLYPH_HEIGHT + 3) * scale;
    if (!lines || lines.length * lineHeight - 3 * scale > area.height) continue;
    let y = margin + Math.round((area.height - (lines.length * lineHeight - 3 * scale)) / 2);
    for (const line of lines) {
      drawCenteredText(picture, line, width / 2, y, scale, WHITE);
      y += lineHeight;
    }
    break;
  }

  fillRect(picture, 0, height - strip, width, strip, mix(to, [0, 0, 0], 0.45), 0.85);
  const taglineScale = textWidth(tagline, 3) <= area.width ? 3 : 2;
  const taglineY = height - strip + Math.round((strip - GLYPH_HEIGHT * taglineScale) / 2);
  drawCenteredText(picture, tagline.toUpperCase(), width / 2, taglineY, taglineScale, WHITE);
  return encodePng(picture);
}

/** A website's logo: a 256×256 PNG with the name's initials on a white disc. */
export function drawLogo(name: string, [from, to]: Palette): Buffer {
  const size = 256;
  const picture = createPicture(size, size, from);
  fillGradient(picture, from, to);
  fillCircle(picture, size / 2, size / 2, 96, WHITE);
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[a-z0-9]/i.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
  const scale = initials.length > 1 ? 12 : 16;
  const top = Math.round(size / 2 - (GLYPH_HEIGHT * scale) / 2);
  drawCenteredText(picture, initials, size / 2, top, scale, to, mix(from, WHITE, 0.6));
  return encodePng(picture);
}
