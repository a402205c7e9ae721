import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { useTestApp } from "../../test/use-test-app.js";
import {
  type TestUser,
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";

const t = useTestApp({ PUBLIC_URL: "https://ads.example.com" });
let owner: TestUser;
let stranger: TestUser;
let advertiser: TestUser;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
  advertiser = await signUpUser(t.app);
});

const as = (user: TestUser) => ({ cookie: user.cookie });

describe("the user count", () => {
  it("accepts a whole number of zero or more, and refuses anything else with the SPEC text", async () => {
    const website = await createWebsite(t.app, owner);
    const [space] = await createSpaces(t.app, owner, website.id, [{ placementKey: "inFeed", capacity: 3 }]);
    const url = `/api/spaces/${space?.id}/capacity`;
    const ok = await t.app.inject({ method: "PUT", url, headers: as(owner), payload: { capacity: 5 } });
    expect(ok.json().capacity).toBe(5);
    for (const capacity of [-1, 1.5, "abc"]) {
      const bad = await t.app.inject({ method: "PUT", url, headers: as(owner), payload: { capacity } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details.fields.capacity).toEqual(["Please enter a valid positive number"]);
    }
    const zero = await t.app.inject({ method: "PUT", url, headers: as(owner), payload: { capacity: 0 } });
    expect(zero.json().capacity).toBe(0);
  });

  it("never goes below the bookings running now", async () => {
    const website = await createWebsite(t.app, owner);
    const [space] = await createSpaces(t.app, owner, website.id, [{ placementKey: "rightRail", capacity: 3 }]);
    const spaceId = space?.id ?? "";
    for (const state of ["running", "running", "expired", "pending"] as const) {
      await createPlacementRequest(t.app.database.db, {
        advertiserId: advertiser.id,
        websiteId: website.id,
        spaceIds: [spaceId],
        state,
      });
    }
    const read = await t.app.inject({ method: "GET", url: `/api/spaces/${spaceId}`, headers: as(owner) });
    expect(read.json()).toMatchObject({ runningBookings: 2, activeAds: 3 });

    const below = await t.app.inject({
      method: "PUT",
      url: `/api/spaces/${spaceId}/capacity`,
      headers: as(owner),
      payload: { capacity: 1 },
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toContain("cannot go below 2");
    const equal = await t.app.inject({
      method: "PUT",
      url: `/api/spaces/${spaceId}/capacity`,
      headers: as(owner),
      payload: { capacity: 2 },
    });
    expect(equal.json().capacity).toBe(2);
  });

  it("cannot be changed by someone else", async () => {
    const website = await createWebsite(t.app, owner);
    const [space] = await createSpaces(t.app, owner, website.id, [{ placementKey: "bottom", capacity: 1 }]);
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/spaces/${space?.id}/capacity`,
      headers: as(stranger),
      payload: { capacity: 9 },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/spaces/${space?.id}`, headers: as(owner) })).json().capacity,
    ).toBe(1);
  });
});

describe("the default language", () => {
  it("takes one of the six languages", async () => {
    const website = await createWebsite(t.app, owner);
    const [space] = await createSpaces(t.app, owner, website.id, [{ placementKey: "floating" }]);
    const url = `/api/spaces/${space?.id}/language`;
    expect(
      (
        await t.app.inject({ method: "PATCH", url, headers: as(owner), payload: { defaultLanguage: "kinyarwanda" } })
      ).json().defaultLanguage,
    ).toBe("kinyarwanda");
    expect(
      (await t.app.inject({ method: "PATCH", url, headers: as(owner), payload: { defaultLanguage: "klingon" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: "PATCH", url, headers: as(stranger), payload: { defaultLanguage: "french" } }))
        .statusCode,
    ).toBe(404);
  });
});

describe("deleting a space", () => {
  it("is refused with the SPEC text while active ads use it, and allowed once they are over", async () => {
    const website = await createWebsite(t.app, owner);
    const [space, other] = await createSpaces(t.app, owner, website.id, [
      { placementKey: "modalPic" },
      { placementKey: "overlay" },
    ]);
    const spaceId = space?.id ?? "";
    await createPlacementRequest(t.app.database.db, {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [spaceId],
      state: "pending",
    });
    await createPlacementRequest(t.app.database.db, {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [spaceId],
      state: "approved-unpaid",
    });
    await createPlacementRequest(t.app.database.db, {
      advertiserId: advertiser.id,
      websiteId: website.id,
      spaceIds: [spaceId],
      state: "rejected",
    });

    const refused = await t.app.inject({ method: "DELETE", url: `/api/spaces/${spaceId}`, headers: as(owner) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: "conflict",
      message: "Cannot delete. 2 active ads use this category.",
      details: { affectedAds: 2 },
    });

    const free = await t.app.inject({ method: "DELETE", url: `/api/spaces/${other?.id}`, headers: as(owner) });
    expect(free.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/spaces/${other?.id}`, headers: as(owner) })).statusCode,
    ).toBe(404);
  });

  it("is a 404 for someone else, and deletes nothing", async () => {
    const website = await createWebsite(t.app, owner);
    const [space] = await createSpaces(t.app, owner, website.id, [{ placementKey: "proFooter" }]);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/spaces/${space?.id}`, headers: as(stranger) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/spaces/${space?.id}`, headers: as(owner) })).statusCode,
    ).toBe(200);
  });
});

describe("integration code", () => {
  it("gives HTML, JavaScript, React, PHP and Python pointing at PUBLIC_URL and this space, with its box", async () => {
    const website = await createWebsite(t.app, owner, { name: "Kigali Daily" });
    const [space] = await createSpaces(t.app, owner, website.id, [{ placementKey: "sidebar" }]);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/spaces/${space?.id}/integration`,
      headers: as(owner),
    });
    expect(response.statusCode).toBe(200);
    const { snippets, warnings } = response.json();
    expect(warnings).toEqual([]);
    const id = space?.publicId;
    // The sidebar's box (PLACEMENT_BOXES), reserved on the slot (decision 0051).
    expect(snippets.html).toContain(
      `<div data-placard-space="${id}" data-placard-box="300x400" style="display:block;width:300px;max-width:100%;aspect-ratio:300/400;overflow:hidden"></div>`,
    );
    expect(snippets.react).toContain(`data-placard-space="${id}"`);
    expect(snippets.html).toContain(
      '<script async fetchpriority="high" src="https://ads.example.com/embed/v1/placard.js"></script>',
    );
    expect(snippets.javascript).toContain(`getElementById("placard-${id}")`);
    expect(snippets.php).toContain(`'https://ads.example.com/serve/html/${id}?w=300&h=400'`);
    expect(snippets.php).toContain("'timeout' => 2");
    expect(snippets.python).toContain(`urlopen("https://ads.example.com/serve/html/${id}?w=300&h=400", timeout=2)`);
    for (const code of Object.values(snippets) as string[]) expect(code).not.toContain("localhost");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/spaces/${space?.id}/integration`, headers: as(stranger) }))
        .statusCode,
    ).toBe(404);
  });

  it("warns when PUBLIC_URL is not set", async () => {
    const local = await createTestApp();
    const user = await signUpUser(local.app);
    const website = await createWebsite(local.app, user);
    const [space] = await createSpaces(local.app, user, website.id, [{ placementKey: "bottom" }]);
    const response = await local.app.inject({
      method: "GET",
      url: `/api/spaces/${space?.id}/integration`,
      headers: as(user),
    });
    expect(response.json().warnings[0]).toContain("PUBLIC_URL is not set");
    await local.close();
  });
});
