import { authTables } from "./schema/auth.js";
import { campaignTables } from "./schema/campaigns.js";
import { inventoryTables } from "./schema/inventory.js";
import { moneyTables } from "./schema/money.js";
import { referralTables } from "./schema/referrals.js";
import { supportTables } from "./schema/support.js";

/** Every table, as one object: Drizzle's relational queries and Better Auth read it. */
export const schema = {
  ...authTables,
  ...inventoryTables,
  ...campaignTables,
  ...referralTables,
  ...moneyTables,
  ...supportTables,
};
export type Schema = typeof schema;
