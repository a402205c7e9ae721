import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { VIEW_DWELL_MS } from "@placard/shared/delivery";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.js";
import { runMigrations } from "../../db/migrate.js";
import { countedTokenPacks, countedTokens, dailyRefusals, dailyStats } from "../../db/schema/campaigns.js";
import { type TestApp, createTestApp } from "../../test/app.js";
import { createPlacementRequest, createSpaces, createWebsite, signUpUser } from "../../test/factories.js";
import { TOKEN_TTL_SECONDS, createTokenSigner } from "./tokens.js";

// The embedded database's packed counted tokens (decision 0039): always on PGlite, in a
// data directory of its own, reopened as a restarted server reopens DATA_DIR.
const dataDir = mkdtempSync(path.join(tmpdir(), "placard-packs-"));
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
// The test app's secret (test/app.ts), and the address app.inject sends from.
const signer = createTokenSigner("test-secret-test-secret-test-secret-0123");
const client = signer.clientTag("127.0.0.1", BROWSER);

let database: Database | undefined;
let server: TestApp | undefined;
async function start() {
  database = await openDatabase({ kind: "pglite", dataDir });
  await runMigrations(database);
  server = await createTestApp({}, { database });
  return { app: server.app, db: database.db };
}
async function stop() {
  await server?.close();
  await database?.close();
  server = undefined;
  database = undefined;
}
afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const view = (app: TestApp["app"], token: string) =>
  app.inject({
    method: "POST",
    url: "/serve/v1/view",
    headers: { "content-type": "text/plain", "user-agent": BROWSER },
    payload: token,
  });

describe("counted tokens on the embedded database", () => {
  it("are packed one row a flush, refused as replays after a restart, and pruned once expired", async () => {
    let { app, db } = await start();
    const owner = await signUpUser(app);
    const advertiser = await signUpUser(app);
    const website = await createWebsite(app, owner);
    const [space] = await createSpaces(app, owner, website.id, [
      { placementKey: "sidebar", priceCents: 900, capacity: 1 },
    ]);
    if (!space) throw new Error("no space");
    const { adId } = await createPlacementRequest(db, {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [space.id],
      state: "running",
    });
    const counts = async () => {
      await app.delivery.counter.flush();
      const [stats] = await db.select().from(dailyStats).where(eq(dailyStats.adId, adId));
      const [refused] = await db.select().from(dailyRefusals).where(eq(dailyRefusals.adId, adId));
      return { views: stats?.views ?? 0, replays: refused?.replay ?? 0 };
    };
    const packs = () => db.select().from(countedTokenPacks);
    /** The signatures in the packs (the flush timer may have split the tokens over several). */
    const packed = async () => (await packs()).flatMap((pack) => pack.tokens.match(/[\w-]{22}/g) ?? []).sort();
    const signature = (token: string) => token.slice(token.lastIndexOf(".") + 1);

    // Seen for a second already: counted at once.
    const now = Date.now();
    const tokens = [1, 2, 3].map((n) => signer.issue(adId, space.id, client, now - VIEW_DWELL_MS - n));
    for (const token of tokens) expect((await view(app, token)).statusCode).toBe(204);
    expect(await counts()).toEqual({ views: 3, replays: 0 });
    expect(await packed()).toEqual(tokens.map(signature).sort());
    expect(await db.select().from(countedTokens)).toEqual([]);

    // A restart: the server stops, the database is closed and opened again from its directory.
    await stop();
    ({ app, db } = await start());
    for (const token of tokens) expect((await view(app, token)).statusCode).toBe(204);
    expect(await counts()).toEqual({ views: 3, replays: 3 });

    // A token with half a minute to live: its pack expires with it and is then deleted.
    const soon = signer.issue(adId, space.id, client, now - (TOKEN_TTL_SECONDS - 30) * 1000);
    expect((await view(app, soon)).statusCode).toBe(204);
    expect(await counts()).toEqual({ views: 4, replays: 3 });
    expect(await packed()).toEqual([...tokens, soon].map(signature).sort());
    await app.delivery.counter.prune(now + 5 * 60_000);
    expect(await packed()).toEqual(tokens.map(signature).sort());
    for (const pack of await packs()) expect(pack.expiresAt.getTime()).toBeGreaterThan(now + 60 * 60_000);
    // Two fresh embedded databases migrated from scratch: minutes on a loaded 2-core machine.
  }, 180_000);
});
