import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { spaces } from "../../db/schema/inventory.js";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, createSpaces, createWebsite, signUpUser } from "../../test/factories.js";

const t = useTestApp({ PUBLIC_URL: "https://ads.example.com" });
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
});

const as = (user: TestUser) => ({ cookie: user.cookie });

describe("creating spaces", () => {
  it("creates every selected space with SPEC §5's defaults for what was left out (user count 1, #15)", async () => {
    const website = await createWebsite(t.app, owner);
    const created = await createSpaces(t.app, owner, website.id, [
      {
        placementKey: "aboveTheFold",
        priceCents: 3000,
        capacity: 2,
        instructions: "Wide banner, 728×90",
        tier: "gold",
      },
      { placementKey: "sidebar" },
    ]);
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      placementKey: "aboveTheFold",
      spaceType: "primary",
      name: "Above the Fold",
      priceCents: 3000,
      capacity: 2,
      tier: "gold",
      defaultLanguage: "english",
      runningBookings: 0,
      activeAds: 0,
    });
    expect(created[1]).toMatchObject({
      placementKey: "sidebar",
      priceCents: 0,
      capacity: 1,
      instructions: "",
      tier: "bronze",
      visitorRange: { min: 0, max: 10000 },
    });
    expect(created[0]?.publicId).toMatch(/^[a-z2-9]{12}$/);
    const site = await t.app.inject({ method: "GET", url: `/api/websites/${website.id}`, headers: as(owner) });
    expect(site.json().spaceCount).toBe(2);
  });

  it("creates none when one of them is invalid", async () => {
    const website = await createWebsite(t.app, owner);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/websites/${website.id}/spaces`,
      headers: as(owner),
      payload: { spaces: [{ placementKey: "bottom" }, { placementKey: "notAPlacement" }] },
    });
    expect(response.statusCode).toBe(400);
    const list = await t.app.inject({ method: "GET", url: `/api/websites/${website.id}/spaces`, headers: as(owner) });
    expect(list.json().spaces).toEqual([]);
  });

  it("holds one space per placement in the database too: racing requests, a direct insert; legacy duplicates stay (#15.10)", async () => {
    const website = await createWebsite(t.app, owner);
    const post = () =>
      t.app.inject({
        method: "POST",
        url: `/api/websites/${website.id}/spaces`,
        headers: as(owner),
        payload: { spaces: [{ placementKey: "inFeed" }] },
      });
    const statuses = (await Promise.all([post(), post()])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const db = t.app.database.db;
    const [row] = await db.select().from(spaces).where(eq(spaces.websiteId, website.id));
    if (!row) throw new Error("no space");
    const copy = { ...row, id: randomUUID(), publicId: `copy-${randomUUID()}` };
    await expect(db.insert(spaces).values(copy)).rejects.toThrow();
    // What the migration marks: a second space made before the rule keeps running.
    await db.insert(spaces).values({ ...copy, legacyDuplicate: true });
    expect(await db.select().from(spaces).where(eq(spaces.websiteId, website.id))).toHaveLength(2);
  });

  it("refuses a placement the website already has, or one asked for twice, with a 409 (#15)", async () => {
    const website = await createWebsite(t.app, owner);
    await createSpaces(t.app, owner, website.id, [{ placementKey: "HeaderPic", capacity: 1 }]);
    const post = (spaces: object[]) =>
      t.app.inject({
        method: "POST",
        url: `/api/websites/${website.id}/spaces`,
        headers: as(owner),
        payload: { spaces },
      });
    const again = await post([{ placementKey: "bottom" }, { placementKey: "HeaderPic" }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: "conflict",
      message: "This website already has Header: each placement can be added to a website once.",
      details: { placementKeys: ["HeaderPic"] },
    });
    const twice = await post([{ placementKey: "sidebar" }, { placementKey: "sidebar" }]);
    expect(twice.statusCode).toBe(409);
    const list = await t.app.inject({ method: "GET", url: `/api/websites/${website.id}/spaces`, headers: as(owner) });
    expect(list.json().spaces.map((space: { placementKey: string }) => space.placementKey)).toEqual(["HeaderPic"]);
    // Another website of the same owner may have its own Header.
    const other = await createWebsite(t.app, owner);
    await createSpaces(t.app, owner, other.id, [{ placementKey: "HeaderPic" }]);
  });

  it("refuses a new space for 0 advertisers with a clear error, creating nothing (#15)", async () => {
    const website = await createWebsite(t.app, owner);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/websites/${website.id}/spaces`,
      headers: as(owner),
      payload: { spaces: [{ placementKey: "bottom", priceCents: 1000, capacity: 0 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields["spaces.0.capacity"]).toEqual([
      "A new space needs room for at least 1 advertiser",
    ]);
    const list = await t.app.inject({ method: "GET", url: `/api/websites/${website.id}/spaces`, headers: as(owner) });
    expect(list.json().spaces).toEqual([]);
  });

  it("refuses negative or fractional prices and user counts, and an empty selection", async () => {
    const website = await createWebsite(t.app, owner);
    for (const space of [
      { placementKey: "bottom", priceCents: -1 },
      { placementKey: "bottom", priceCents: 10.5 },
      { placementKey: "bottom", capacity: -2 },
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/websites/${website.id}/spaces`,
        headers: as(owner),
        payload: { spaces: [space] },
      });
      expect(response.statusCode, JSON.stringify(space)).toBe(400);
    }
    const empty = await t.app.inject({
      method: "POST",
      url: `/api/websites/${website.id}/spaces`,
      headers: as(owner),
      payload: { spaces: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("is refused on someone else's website with a 404", async () => {
    const website = await createWebsite(t.app, owner);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/websites/${website.id}/spaces`,
      headers: as(stranger),
      payload: { spaces: [{ placementKey: "bottom" }] },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/websites/${website.id}/spaces`, headers: as(stranger) }))
        .statusCode,
    ).toBe(404);
  });
});
