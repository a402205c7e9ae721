import { createAdapter } from "@socket.io/redis-adapter";
import { SUBSCRIBE_EVENT } from "@placard/shared/notifications";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { connectRedis, watchErrors } from "../lib/redis.js";
import { Server } from "socket.io";
import { comesFromOwnPage, ownOrigins } from "../lib/origins.js";

declare module "fastify" {
  interface FastifyInstance {
    realtime: { emitToUser(userId: string, event: string, payload: unknown): void; io: Server };
  }
}

const roomOf = (userId: string) => `user:${userId}`;

/**
 * socket.io on the app's own port. The handshake must come from Placard's own pages
 * (lib/origins.ts) and is authenticated from the session cookie: a socket that is not
 * signed in is refused, and a socket only ever joins its own user's room, whatever id a `subscribe` names. With REDIS_URL, the Redis adapter
 * carries events between app servers.
 */
export const realtimePlugin = fp(async function realtimePlugin(app: FastifyInstance) {
  const allowedOrigins = ownOrigins(app.config);
  const io = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    // The handshake carries the session cookie: only Placard's own pages may open one
    // (a same-site page on another port would otherwise read the user's notifications).
    allowRequest: (request, callback) => callback(null, comesFromOwnPage(request.headers, allowedOrigins)),
  });

  if (app.config.REDIS_URL) {
    const pub = connectRedis(app.config.REDIS_URL, "realtime", app.log, { maxRetriesPerRequest: 2 });
    const sub = watchErrors(pub.duplicate(), "realtime", app.log);
    io.adapter(createAdapter(pub, sub));
    app.addHook("onClose", async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    try {
      const session = await app.auth.api.getSession({ headers: fromNodeHeaders(socket.request.headers) });
      if (!session) return next(new Error("unauthorized"));
      socket.data.userId = session.user.id;
      next();
    } catch {
      next(new Error("unauthorized"));
    }
  });

  io.on("connection", (socket) => {
    const userId = socket.data.userId as string;
    void socket.join(roomOf(userId));
    // The spec's client subscribes with its user id; identity comes from the session only.
    socket.on(SUBSCRIBE_EVENT, (_claimedId: unknown, ack?: (reply: { ok: boolean }) => void) => {
      void socket.join(roomOf(userId));
      if (typeof ack === "function") ack({ ok: true });
    });
  });

  app.decorate("realtime", {
    io,
    emitToUser(userId: string, event: string, payload: unknown) {
      io.to(roomOf(userId)).emit(event, payload);
    },
  });
  app.addHook("preClose", async () => {
    io.disconnectSockets(true);
  });
  app.addHook("onClose", async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
});
