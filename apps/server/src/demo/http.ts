import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

/**
 * The few steps whose service takes the HTTP request itself (multipart uploads, the
 * sandbox's hosted checkout and the return from it) are driven through the app's own
 * routes with `app.inject`, as the browser would: no server needs to listen.
 */

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body: text fields, then one file. */
export function multipartForm(fields: Record<string, string>, file: FilePart) {
  const boundary = `----placard-demo-${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        `content-type: ${file.contentType}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Sends a request through the app and insists on the expected status. It comes from
 * Placard's own page, as the browser's do: writes from anywhere else are refused
 * (lib/origins.ts, decision 0017).
 */
export async function send(
  app: FastifyInstance,
  options: InjectOptions,
  expectedStatus: number,
  what: string,
): Promise<LightMyRequestResponse> {
  const origin = new URL(app.config.publicUrl).origin;
  const response = await app.inject({ ...options, headers: { origin, ...options.headers } });
  if (response.statusCode !== expectedStatus) {
    throw new Error(`Demo data: ${what} failed (${response.statusCode}): ${response.body}`);
  }
  return response;
}

/** Posts a multipart form as a signed-in user. */
export function postForm(
  app: FastifyInstance,
  cookie: string,
  url: string,
  form: ReturnType<typeof multipartForm>,
  what: string,
) {
  return send(app, { method: "POST", url, headers: { ...form.headers, cookie }, payload: form.payload }, 201, what);
}
