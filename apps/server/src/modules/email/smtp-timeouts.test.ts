import { createServer, type Server, type Socket } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, SMTP_TIMEOUTS } from "../../lib/mailer.js";
import { SEND_LEASE_MS } from "./outbox.js";

/** A mail server that greets and then says nothing more: a stalled relay. */
let server: Server;
let port = 0;
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
    socket.write("220 stalled.test ESMTP\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe("SMTP timeouts", () => {
  it("end well inside the outbox's send lease, so a stalled server cannot outlive it", () => {
    const worstSilence = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(worstSilence).toBeLessThan(SEND_LEASE_MS);
  });

  it("give up on a server that goes silent", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "placard@example.test",
      logger: pino({ level: "silent" }),
      timeouts: { connectionTimeout: 500, greetingTimeout: 500, socketTimeout: 500 },
    });
    const started = Date.now();
    await expect(mailer.send({ to: "someone@example.test", subject: "Hi", text: "Hello" })).rejects.toMatchObject({
      code: "ETIMEDOUT",
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
