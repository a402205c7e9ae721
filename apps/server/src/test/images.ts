import sharp from "sharp";

const square = (format: "png" | "gif" | "jpeg", size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 8, g: 145, b: 178 } } })
    .toFormat(format)
    .toBuffer();

export const pngImage = (size?: number) => square("png", size);
export const gifImage = (size?: number) => square("gif", size);
export const jpegImage = (size?: number) => square("jpeg", size);

export const svgImage = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** Starts with PNG's magic bytes, then `bytes` of padding: big, and only a PNG by its header. */
export function oversizedPng(bytes: number): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([header, Buffer.alloc(bytes)]);
}

/** An MP4 by its bytes: an `ftyp` box (brand isom) then an `mdat` box of `bytes` zeros. */
export function mp4Video(bytes = 1024): Buffer {
  const ftyp = Buffer.alloc(28);
  ftyp.writeUInt32BE(28, 0);
  ftyp.write("ftypisom", 4, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isomiso2mp41", 16, "latin1");
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(bytes + 8, 0);
  mdatHeader.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdatHeader, Buffer.alloc(bytes)]);
}

/** A one-page PDF by its bytes. */
export function pdfDocument(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}
