import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { registerDailyJob } from "../lib/jobs/daily.js";
import { createJobQueue, type JobQueue } from "../lib/jobs/queue.js";
import { JOBS_PRUNE_JOB, pruneJobs } from "../lib/jobs/retention.js";

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The durable job queue (Postgres table `jobs`). Modules register handlers; the launcher
 * starts polling once the server listens, and shutdown waits for the job in hand. Finished
 * jobs are deleted after their retention by a daily job (decision 0054).
 */
export const jobsPlugin = fp(async function jobsPlugin(app: FastifyInstance) {
  const queue = createJobQueue({ db: app.database.db, logger: app.log });
  app.decorate("jobs", queue);
  app.addHook("onClose", async () => queue.stop());
  registerDailyJob(app, {
    kind: JOBS_PRUNE_JOB,
    hourUtc: 4,
    async run(now) {
      const deleted = await pruneJobs(app.database.db, now);
      if (deleted.completed + deleted.failed > 0) app.log.info(deleted, "Finished jobs past their retention deleted");
    },
  });
});
