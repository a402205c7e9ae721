/** The part of fontkit (pdfkit's own font parser) that Placard uses: which characters a font draws. */
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** What pdfkit calls to lay text out: it takes a font that has it as an already parsed font. */
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
