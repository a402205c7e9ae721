import { text } from "@placard/shared/messages";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { fileTypeFromFile } from "file-type";
import { AppError } from "./app-error.js";

export interface UploadRules {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  allowedMimes: readonly string[];
  messages: { type: string; size: string; missing: string };
}

export interface ReceivedUpload {
  /** The file, on local disk until stored; `discard()` removes it. */
  tempPath: string;
  /** Decided from the bytes, never from the name or the declared type. */
  mime: string;
  ext: string;
  size: number;
  discard(): Promise<void>;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  file: ReceivedUpload | null;
}

const FIELD_LIMIT = 20;
const FIELD_BYTES = 10_000;

/**
 * Reads a multipart form, streaming its one file to a temporary file while counting
 * bytes: past `maxBytes` the upload is cut off and refused, so it is never buffered whole.
 * Then the type is decided by magic bytes. A refused file leaves nothing behind.
 */
export async function receiveForm(request: FastifyRequest, rules: UploadRules): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new AppError("unsupported_media_type", text("errors.uploads.multipart"));
  const fields: Record<string, string> = {};
  let upload: ReceivedUpload | null = null;
  const tempPath = path.join(tmpdir(), `placard-upload-${randomBytes(12).toString("hex")}`);
  const discard = () => rm(tempPath, { force: true });

  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: 1, fields: FIELD_LIMIT, fieldSize: FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rules.field || upload) {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, createWriteStream(tempPath, { flags: "wx", mode: 0o600 }));
      if (part.file.truncated) throw new AppError("payload_too_large", rules.messages.size);
      const size = part.file.bytesRead;
      if (size === 0) {
        await discard();
        continue;
      }
      upload = { tempPath, mime: "", ext: "", size, discard };
    }
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("payload_too_large", rules.messages.size);
    if (code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new AppError("validation_failed", text("errors.uploads.too_many_parts"));
    }
    throw error;
  }

  if (!upload) return { fields, file: null };
  const type = await fileTypeFromFile(upload.tempPath);
  if (!type || !rules.allowedMimes.includes(type.mime)) {
    await discard();
    throw new AppError("unsupported_media_type", rules.messages.type);
  }
  return { fields, file: { ...upload, mime: type.mime, ext: type.ext } };
}
