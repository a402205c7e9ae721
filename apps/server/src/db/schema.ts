import { auditTables } from "./schema/audit.js";
import { authTables } from "./schema/auth.js";
import { campaignTables } from "./schema/campaigns.js";
import { creativeTables } from "./schema/creatives.js";
import { emailTables } from "./schema/email.js";
import { inventoryTables } from "./schema/inventory.js";
import { jobs } from "./schema/jobs.js";
import { moneyTables } from "./schema/money.js";
import { reachTables } from "./schema/reach.js";
import { referralTables } from "./schema/referrals.js";
import { adStatTotals } from "./schema/stat-totals.js";
import { supportTables } from "./schema/support.js";
import { trustTables } from "./schema/trust.js";
import { webhookTables } from "./schema/webhooks.js";

/** Every table, as one object: Drizzle's relational queries and Better Auth read it. */
export const schema = {
  ...authTables,
  ...inventoryTables,
  ...campaignTables,
  ...referralTables,
  ...moneyTables,
  ...supportTables,
  ...emailTables,
  ...auditTables,
  ...trustTables,
  ...webhookTables,
  ...reachTables,
  ...creativeTables,
  adStatTotals,
  jobs,
};
export type Schema = typeof schema;
