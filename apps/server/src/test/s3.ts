import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../lib/storage/s3-storage.js";

export interface TestS3 {
  settings: S3Settings;
  /** The same settings as environment variables, for createTestApp. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, files in a temporary directory) on a free port of
 * 127.0.0.1, with one empty bucket. Its access key is s3rver's fixed S3RVER/S3RVER.
 */
export async function startTestS3(bucket = "placard-test"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "placard-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let isClosed = false;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint ?? "",
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
