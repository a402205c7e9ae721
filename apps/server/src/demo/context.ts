import type { PlacementKey } from "@placard/shared/placements";
import type { Space } from "@placard/shared/spaces";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import type { Notifier } from "../modules/notifications/index.js";
import type { DemoPerson, PersonKey, WebsiteKey } from "./catalogue-inventory.js";

/** A signed-up demo account, with the session its sign-up opened (for the upload forms). */
export interface DemoUser extends DemoPerson {
  id: string;
  name: string;
  cookie: string;
}

export interface DemoWebsiteRecord {
  id: string;
  key: WebsiteKey;
  owner: PersonKey;
  spaces: Map<PlacementKey, Space>;
}

/** What the seeding steps share: the app, and the accounts and inventory made so far. */
export interface DemoContext {
  app: FastifyInstance;
  db: Db;
  notifier: Notifier;
  users: Map<PersonKey, DemoUser>;
  websites: Map<WebsiteKey, DemoWebsiteRecord>;
}

export function userOf(context: DemoContext, key: PersonKey): DemoUser {
  const found = context.users.get(key);
  if (!found) throw new Error(`Demo data: no account ${key}`);
  return found;
}

export function websiteOf(context: DemoContext, key: WebsiteKey): DemoWebsiteRecord {
  const found = context.websites.get(key);
  if (!found) throw new Error(`Demo data: no website ${key}`);
  return found;
}

export function spaceOf(context: DemoContext, website: WebsiteKey, placement: PlacementKey): Space {
  const found = websiteOf(context, website).spaces.get(placement);
  if (!found) throw new Error(`Demo data: no ${placement} space on ${website}`);
  return found;
}
