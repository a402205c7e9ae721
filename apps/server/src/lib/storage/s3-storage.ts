import { createReadStream } from "node:fs";
import { PassThrough, Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { type Storage, assertStorageKey, contentTypeOf } from "./storage.js";

export interface S3Settings {
  /** An S3-compatible endpoint (MinIO, R2, Ceph…); AWS itself when left out. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither; neither uses the SDK's own chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface S3Storage extends Storage {
  kind: "s3";
  client: S3Client;
  bucket: string;
  /** Resolves when the bucket answers; throws a message naming it when not. */
  check(): Promise<void>;
}

/** Streamed multipart uploads: parts of this size, this many in flight (≈ 32 MB of memory at most). */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // S3-compatible servers are addressed by path (`endpoint/bucket/key`); AWS by host.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's newer default checksums (CRC32 trailers) are refused by many S3-compatible
    // servers; send and check them only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey";
  }
  return false;
}

/**
 * Media in an S3-compatible bucket, for several app servers. Objects stay private: the
 * app reads them and answers /media/* itself (decision 0014), ranged reads included.
 */
export function createS3Storage(settings: S3Settings): S3Storage {
  const client = createS3Client(settings);
  const { bucket } = settings;

  return {
    kind: "s3",
    client,
    bucket,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const where = settings.endpoint ?? `AWS (${settings.region})`;
        const reason = isNotFound(error) ? "it does not exist" : (error as Error).message || (error as Error).name;
        throw new Error(`Could not use the S3 bucket "${bucket}" at ${where}: ${reason}`, { cause: error });
      }
    },
    async putFile(key, sourcePath) {
      assertStorageKey(key);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: createReadStream(sourcePath), ContentType: contentTypeOf(key) },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async putBuffer(key, data) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      let size: number;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        size = head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return {
        size,
        open(range) {
          // The interface hands out a stream at once; the bytes follow when S3 answers.
          const out = new PassThrough();
          const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
          client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range })).then(
            (response) => {
              const body = response.Body;
              if (!(body instanceof Readable)) {
                out.destroy(new Error(`S3 returned no readable body for ${key}`));
                return;
              }
              body.on("error", (error) => out.destroy(error));
              out.on("close", () => body.destroy());
              body.pipe(out);
            },
            (error: unknown) => out.destroy(error as Error),
          );
          return out;
        },
      };
    },
    async delete(key) {
      assertStorageKey(key);
      // Deleting a missing key succeeds, as on local disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
