import { authProvidersSchema } from "@placard/shared/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  referredByCode: z.string().nullable(),
  createdAt: z.date(),
});

export async function accountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/accounts/providers",
    {
      schema: {
        summary: "Which social sign-in buttons to show",
        tags: ["accounts"],
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({
      google: Boolean(app.config.GOOGLE_CLIENT_ID && app.config.GOOGLE_CLIENT_SECRET),
      github: Boolean(app.config.GITHUB_CLIENT_ID && app.config.GITHUB_CLIENT_SECRET),
    }),
  );

  routes.get(
    "/api/me",
    {
      schema: {
        summary: "The signed-in user",
        tags: ["accounts"],
        security: [{ session: [] }],
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        firstName: user.firstName ?? "",
        lastName: user.lastName ?? "",
        name: user.name,
        referredByCode: user.referredByCode ?? null,
        createdAt: new Date(user.createdAt),
      };
    },
  );
}
