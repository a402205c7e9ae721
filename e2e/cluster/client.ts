import { randomBytes } from "node:crypto";

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export interface RequestOptions {
  json?: unknown;
  form?: FormData | URLSearchParams;
  text?: string;
  headers?: Record<string, string>;
  /** Pin the request to one server through the balancer (test-only HAProxy rule). */
  server?: "a" | "b";
}

/** A signed-in user of the cluster, through the balancer: fetch with a cookie jar. */
export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {
      origin: this.baseUrl,
      "user-agent": BROWSER_UA,
      ...options.headers,
    };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (options.server) headers["x-cluster-server"] = options.server;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    else if (options.text !== undefined) {
      headers["content-type"] = "text/plain";
      body = options.text;
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }

  /** The JSON of a response with the expected status; otherwise throws with its body. */
  async expectJson<T>(method: string, path: string, status: number, options: RequestOptions = {}): Promise<T> {
    const response = await this.request(method, path, options);
    if (response.status !== status) {
      throw new Error(`${method} ${path} answered ${response.status}, expected ${status}: ${await response.text()}`);
    }
    return (await response.json()) as T;
  }

  static async signUp(baseUrl: string, firstName: string): Promise<Client> {
    const client = new Client(baseUrl);
    const email = `${firstName.toLowerCase()}-${randomBytes(4).toString("hex")}@example.com`;
    await client.expectJson("POST", "/api/auth/sign-up/email", 200, {
      json: { firstName, lastName: "Cluster", email, password: "a long enough password" },
    });
    return client;
  }
}

/** An MP4 by its bytes: an ftyp box, then an mdat box of zeros, `bytes` long in all. */
export function mp4File(bytes: number): Buffer {
  const ftyp = Buffer.alloc(28);
  ftyp.writeUInt32BE(28, 0);
  ftyp.write("ftypisom", 4, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isomiso2mp41", 16, "latin1");
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(bytes - 28, 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdat, randomBytes(bytes - 36)]);
}
