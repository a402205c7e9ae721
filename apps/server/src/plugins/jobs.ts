import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJobQueue, type JobQueue } from "../lib/jobs/queue.js";

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The durable job queue (Postgres table `jobs`). Modules register handlers; the launcher
 * starts polling once the server listens, and shutdown waits for the job in hand.
 */
export const jobsPlugin = fp(async function jobsPlugin(app: FastifyInstance) {
  const queue = createJobQueue({ db: app.database.db, logger: app.log });
  app.decorate("jobs", queue);
  app.addHook("onClose", async () => queue.stop());
});
