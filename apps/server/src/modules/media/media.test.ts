import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app.js";
import { pdfDocument, pngImage } from "../../test/images.js";

const t = useTestApp();
beforeAll(async () => {
  await t.app.storage.putBuffer("creatives/menu-abc123.pdf", pdfDocument());
  await t.app.storage.putBuffer("logos/logo-def456.png", await pngImage());
});

describe("/media/*", () => {
  it("serves an uploaded PDF inline, named, and sandboxed", async () => {
    const response = await t.app.inject({ method: "GET", url: "/media/creatives/menu-abc123.pdf" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('inline; filename="menu-abc123.pdf"');
    expect(response.headers["content-security-policy"]).toBe("sandbox");
    expect(response.rawPayload.equals(pdfDocument())).toBe(true);
  });

  it("sends the same headers for every medium and for a byte range", async () => {
    const image = await t.app.inject({ method: "GET", url: "/media/logos/logo-def456.png" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-disposition"]).toBe('inline; filename="logo-def456.png"');
    expect(image.headers["content-security-policy"]).toBe("sandbox");
    // Publishers' pages still load it (images and videos ignore the document's CSP).
    expect(image.headers["cross-origin-resource-policy"]).toBe("cross-origin");

    const part = await t.app.inject({
      method: "GET",
      url: "/media/creatives/menu-abc123.pdf",
      headers: { range: "bytes=0-3" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("%PDF");
    expect(part.headers["content-security-policy"]).toBe("sandbox");
  });
});
