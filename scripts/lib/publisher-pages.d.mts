// Types for publisher-pages.mjs, imported by e2e/publisher-page.test.ts.
export const KINDS: string[];
export const BOX: { width: number; height: number };
export const PAGE_PROBE: string;
export const PAINT_PROBE: string;
export function slotHtml(
  placard: string,
  publicId: string,
  box?: { width: number; height: number },
  strict?: boolean,
  lead?: boolean,
): string;
export function strictCsp(placard: string): string;
export function startPublisherPages(): Promise<{
  placard: string;
  publisher: string;
  stats: { decisions: number; views: number; leadImages: number; images: number };
  close: () => Promise<unknown>;
}>;
