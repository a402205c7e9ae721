import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app.js";
import { startTestS3, type TestS3 } from "../../test/s3.js";
import { createS3Storage, type S3Storage } from "./s3-storage.js";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: TestS3;
let storage: S3Storage;
let scratch: string;

beforeAll(async () => {
  s3 = await startTestS3();
  storage = createS3Storage(s3.settings);
  scratch = mkdtempSync(path.join(tmpdir(), "placard-s3-test-"));
});

afterAll(async () => {
  storage?.client.destroy();
  await s3?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("S3 storage (against s3rver)", () => {
  it("stores a file in several streamed parts and reads it back whole", async () => {
    // Larger than one 8 MB part, so lib-storage uploads it as a multipart upload.
    const data = randomBytes(9 * 1024 * 1024 + 123);
    const source = path.join(scratch, "big.mp4");
    writeFileSync(source, data);
    const commands: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(context.commandName ?? "");
        return next(args);
      },
      { step: "initialize", name: "recordCommands" },
    );
    try {
      await storage.putFile("creatives/big.mp4", source);
    } finally {
      storage.client.middlewareStack.remove("recordCommands");
    }
    expect(commands).toEqual([
      "CreateMultipartUploadCommand",
      "UploadPartCommand",
      "UploadPartCommand",
      "CompleteMultipartUploadCommand",
    ]);

    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: "creatives/big.mp4" }),
    );
    expect(head.ContentType).toBe("video/mp4");

    const object = await storage.get("creatives/big.mp4");
    expect(object?.size).toBe(data.length);
    if (!object) return;
    expect((await readAll(object.open())).equals(data)).toBe(true);
  });

  it("reads an inclusive byte range", async () => {
    const data = Buffer.from("0123456789abcdefghij");
    await storage.putBuffer("logos/range.png", data);
    const object = await storage.get("logos/range.png");
    expect(object?.size).toBe(20);
    if (!object) return;
    expect((await readAll(object.open({ start: 5, end: 9 }))).toString()).toBe("56789");
    expect((await readAll(object.open({ start: 19, end: 19 }))).toString()).toBe("j");
  });

  it("answers null for a missing key, and deletes (twice without error)", async () => {
    expect(await storage.get("logos/missing.png")).toBeNull();
    await storage.putBuffer("logos/gone.png", Buffer.from("x"));
    expect(await storage.get("logos/gone.png")).not.toBeNull();
    await storage.delete("logos/gone.png");
    expect(await storage.get("logos/gone.png")).toBeNull();
    await storage.delete("logos/gone.png");
  });

  it("refuses keys that are not ours before asking S3", async () => {
    await expect(storage.putBuffer("../escape.png", Buffer.from("x"))).rejects.toThrow("Invalid storage key");
    await expect(storage.get("Logos/UPPER.png")).rejects.toThrow("Invalid storage key");
  });

  it("names the bucket when it does not exist", async () => {
    const wrong = createS3Storage({ ...s3.settings, bucket: "no-such-bucket" });
    await expect(wrong.check()).rejects.toThrow('Could not use the S3 bucket "no-such-bucket"');
    wrong.client.destroy();
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe("/media/* served from S3", () => {
  const test = useTestApp(() => s3.env);

  it("uses the bucket when S3_BUCKET is set", () => {
    expect(test.app.storage.kind).toBe("s3");
  });

  it("serves whole files, byte ranges for video seeking, and 404 for a missing key", async () => {
    const video = randomBytes(4096);
    await test.app.storage.putBuffer("creatives/clip.mp4", video);

    const whole = await test.app.inject({ method: "GET", url: "/media/creatives/clip.mp4" });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await test.app.inject({
      method: "GET",
      url: "/media/creatives/clip.mp4",
      headers: { range: "bytes=1000-1999" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 1000-1999/4096");
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);

    const tail = await test.app.inject({
      method: "GET",
      url: "/media/creatives/clip.mp4",
      headers: { range: "bytes=-96" },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(4000))).toBe(true);

    const missing = await test.app.inject({ method: "GET", url: "/media/creatives/nothing.mp4" });
    expect(missing.statusCode).toBe(404);

    await test.app.storage.delete("creatives/clip.mp4");
    expect((await test.app.inject({ method: "GET", url: "/media/creatives/clip.mp4" })).statusCode).toBe(404);
  });

  it("answers a server error, not a 404, while the bucket cannot be reached", async () => {
    await s3.close();
    const down = await test.app.inject({ method: "GET", url: "/media/creatives/clip.mp4" });
    expect(down.statusCode).toBe(500);
    expect(String(down.headers["cache-control"] ?? "")).not.toContain("immutable");
    // A key that is not ours is still simply not found, without asking the store.
    expect((await test.app.inject({ method: "GET", url: "/media/Creatives/X.mp4" })).statusCode).toBe(404);
  });
});
