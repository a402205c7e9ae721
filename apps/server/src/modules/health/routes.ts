import { healthSchema } from "@placard/shared/health";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

const VERSION = "0.1.0";

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        summary: "Liveness and database reachability",
        tags: ["system"],
        response: { 200: healthSchema, 503: healthSchema },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const kind = app.database.kind;
      const uptimeSeconds = Math.round(process.uptime());
      try {
        const latencyMs = Math.round((await app.database.ping()) * 100) / 100;
        return {
          status: "ok" as const,
          database: { kind, reachable: true, latencyMs },
          version: VERSION,
          uptimeSeconds,
        };
      } catch (error) {
        app.log.warn({ err: error }, "Health check: database unreachable");
        return reply
          .status(503)
          .send({ status: "degraded", database: { kind, reachable: false }, version: VERSION, uptimeSeconds });
      }
    },
  );
}
