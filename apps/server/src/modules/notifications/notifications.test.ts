import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app.js";
import { type TestUser, signUpUser } from "../../test/factories.js";
import { insertNotifications } from "./queries.js";

const t = useTestApp();
let user: TestUser;
const AT = new Date("2026-05-01T10:00:00.000Z");

beforeAll(async () => {
  user = await signUpUser(t.app);
  const other = await signUpUser(t.app);
  // Five at one instant (the id breaks the tie), one older, and someone else's.
  await insertNotifications(t.app.database.db, [
    ...Array.from({ length: 5 }, (_, index) => ({
      userId: user.id,
      type: "adApproved" as const,
      businessName: `Same time ${index}`,
      createdAt: AT,
    })),
    { userId: user.id, type: "adRejected", businessName: "Older", createdAt: new Date("2026-04-01T00:00:00Z") },
    { userId: other.id, type: "adApproved", businessName: "Not yours", createdAt: AT },
  ]);
});

const get = async (query: string) =>
  (await t.app.inject({ method: "GET", url: `/api/notifications?${query}`, headers: { cookie: user.cookie } })).json();

describe("GET /api/notifications", () => {
  it("pages by cursor, newest first, each once, with the unread count of all", async () => {
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await get(`limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.unreadCount).toBe(6);
      names.push(...page.notifications.map((n: { businessName: string }) => n.businessName));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(names).size).toBe(6);
    expect(names.at(-1)).toBe("Older");
    expect(names).not.toContain("Not yours");
  });

  it("answers the first 50 by default and refuses more than 200", async () => {
    expect((await get("")).notifications).toHaveLength(6);
    const tooMany = await t.app.inject({
      method: "GET",
      url: "/api/notifications?limit=500",
      headers: { cookie: user.cookie },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
