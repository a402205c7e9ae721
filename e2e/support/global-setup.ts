import type { TestProject } from "vitest/node";
import { createE2eDatabase, startServer } from "./server.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The DATABASE_URL the shared server runs on; empty on the embedded database. */
    databaseUrl: string;
  }
}

/** One Placard for the journeys, started with `npm start` on a fresh DATA_DIR (and database). */
export default async function setup(project: TestProject) {
  const database = await createE2eDatabase();
  const server = await startServer({ env: { DATABASE_URL: database?.url } });
  project.provide("baseUrl", server.url);
  project.provide("databaseUrl", database?.url ?? "");
  return async () => {
    await server.stop();
    await database?.drop();
  };
}
