import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, session, user } from "../../db/schema/auth.js";
import { useTestApp } from "../../test/use-test-app.js";
import { signUpUser } from "../../test/factories.js";
import { postLedgerTransaction } from "../ledger/ledger.js";

const t = useTestApp();

const db = () => t.app.database.db;
const remove = (cookie: string, password: string) =>
  t.app.inject({ method: "DELETE", url: "/api/me", headers: { cookie }, payload: { password } });

describe("deleting one's account", () => {
  it("asks for the password, then anonymises the account, ends its sessions and refuses its sign-in", async () => {
    const someone = await signUpUser(t.app);
    const wrong = await remove(someone.cookie, "not the password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields.password).toEqual(["That password is not right"]);
    expect((await db().select().from(user).where(eq(user.id, someone.id)))[0]?.email).toBe(someone.email);

    expect((await remove(someone.cookie, someone.password)).statusCode).toBe(204);
    const [row] = await db().select().from(user).where(eq(user.id, someone.id));
    expect(row).toMatchObject({
      name: "Deleted account",
      email: `deleted-${someone.id}@deleted.invalid`,
      banned: true,
    });
    expect(await db().select().from(session).where(eq(session.userId, someone.id))).toEqual([]);
    expect(await db().select().from(account).where(eq(account.userId, someone.id))).toEqual([]);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: someone.email, password: someone.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/me", headers: { cookie: someone.cookie } })).statusCode).toBe(401);
  });

  it("is refused while earnings are still the owner's, and changes nothing", async () => {
    const owner = await signUpUser(t.app);
    await postLedgerTransaction(db(), {
      key: `test-credit:${owner.id}`,
      description: "Earnings for the test",
      lines: [
        { account: "advertiser", userId: null, kind: "payment", amountCents: -500 },
        { account: "owner_available", userId: owner.id, kind: "release", amountCents: 500 },
      ],
    });
    const refused = await remove(owner.cookie, owner.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Your earnings are still here \(\$5 available, \$0 held\)/);
    expect((await db().select().from(user).where(eq(user.id, owner.id)))[0]).toMatchObject({
      email: owner.email,
      banned: false,
    });
    expect((await t.app.inject({ url: "/api/me", headers: { cookie: owner.cookie } })).statusCode).toBe(200);
  });
});
