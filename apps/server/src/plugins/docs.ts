import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { transform, transformObject } from "./openapi-operations.js";

/** OpenAPI generated from the routes' zod schemas; the explorer is served at /api/docs. */
export const docsPlugin = fp(async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Placard API",
        description:
          "The JSON API of Placard. Every error is `{ error, code?, message, details? }` (the `Error` schema).",
        version: "0.1.0",
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "placard.session_token", description: "The browser session." },
          apiKey: {
            type: "http",
            scheme: "bearer",
            description: "An API key made on /account: `Authorization: Bearer plc_…` (decision 0034).",
          },
        },
      },
    },
    // operationId, security and error responses for every operation (openapi-operations.ts).
    transform,
    transformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // Swagger UI sets a few inline styles; its scripts stay same-origin only.
    staticCSP: "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
  });
});
