import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";

/**
 * The receipts' and statements' fonts (decision 0045): Noto Sans for Latin, Greek and Cyrillic
 * text (Kinyarwanda, French, Swahili, Spanish…) and Noto Sans SC for Chinese, both embedded,
 * so a business name in any of the label languages prints as written. pdfkit embeds only the
 * glyphs a document uses (a subset), so a receipt stays tens of kilobytes.
 */

const require = createRequire(import.meta.url);

/**
 * The static TrueType files Google Fonts publishes, as the @expo-google-fonts packages ship them.
 * TrueType (glyf) rather than CFF: pdfkit subsets a 10 MB Chinese TrueType font in about a tenth
 * of a second and embeds a few kilobytes per document; the same font as CFF (OTF) took close to a
 * second, blocking the event loop, and embedded 45 KB.
 */
const FILES = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
  cjkRegular: require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
  cjkBold: require.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
} as const;

type FontName = keyof typeof FILES;

interface LoadedFont {
  glyphs: Font;
}

const loaded = new Map<FontName, LoadedFont>();

/** Read and parsed once per process, on first use. */
function fontOf(name: FontName): LoadedFont {
  let font = loaded.get(name);
  if (!font) {
    font = { glyphs: create(readFileSync(FILES[name])) };
    loaded.set(name, font);
  }
  return font;
}

export type Weight = "regular" | "bold";

const FAMILY: Record<Weight, { latin: FontName; cjk: FontName }> = {
  regular: { latin: "regular", cjk: "cjkRegular" },
  bold: { latin: "bold", cjk: "cjkBold" },
};

/**
 * Makes the fonts known to the document by name; a font is embedded only once text uses it.
 * Every document shares the fonts parsed once (pdfkit takes a fontkit font as it is): parsing
 * Noto Sans's tables again for each document took half a second.
 */
export function registerFonts(doc: PDFKit.PDFDocument) {
  for (const name of Object.keys(FILES) as FontName[]) {
    doc.registerFont(name, fontOf(name).glyphs as unknown as PDFKit.Mixins.PDFFontSource);
  }
}

export interface Run {
  font: FontName;
  text: string;
}

/**
 * Splits text into runs each drawn by one font: Noto Sans wherever it has the character, Noto
 * Sans SC where only it has (Chinese); a character neither has stays in the Latin font, and a
 * space stays in the run it is in, so runs stay as long as the scripts allow.
 */
export function splitRuns(text: string, weight: Weight = "regular"): Run[] {
  const { latin, cjk } = FAMILY[weight];
  const runs: Run[] = [];
  for (const char of text) {
    const current = runs.at(-1);
    const codePoint = char.codePointAt(0) ?? 0;
    const font =
      current && /\s/.test(char)
        ? current.font
        : fontOf(latin).glyphs.hasGlyphForCodePoint(codePoint) || !fontOf(cjk).glyphs.hasGlyphForCodePoint(codePoint)
          ? latin
          : cjk;
    if (current?.font === font) current.text += char;
    else runs.push({ font, text: char });
  }
  return runs.length > 0 ? runs : [{ font: latin, text: "" }];
}

export interface TextOptions extends PDFKit.Mixins.TextOptions {
  weight?: Weight;
  /** Where the text starts; without them, where the document's cursor is. */
  x?: number;
  y?: number;
}

/** Writes text in as many runs as its scripts need, wrapped and aligned as one piece of text. */
export function writeText(doc: PDFKit.PDFDocument, text: string, options: TextOptions = {}) {
  const { weight = "regular", x, y, ...textOptions } = options;
  const runs = splitRuns(text, weight);
  runs.forEach((run, index) => {
    doc.font(run.font);
    const more = { ...textOptions, continued: index < runs.length - 1 };
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, more);
    else doc.text(run.text, more);
  });
  return doc;
}

/** The height `text` takes in `width` points at the current size (in the Chinese font if it has Chinese: the wider). */
export function heightOf(doc: PDFKit.PDFDocument, text: string, width: number, weight: Weight = "regular") {
  const { latin, cjk } = FAMILY[weight];
  doc.font(splitRuns(text, weight).some((run) => run.font === cjk) ? cjk : latin);
  return doc.heightOfString(text || " ", { width });
}
