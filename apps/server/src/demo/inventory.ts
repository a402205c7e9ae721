import type { PlacementKey } from "@placard/shared/placements";
import { createSpaceSchema } from "@placard/shared/spaces";
import type { Website } from "@placard/shared/websites";
import { createSpaces } from "../modules/spaces/index.js";
import { markVerified } from "../modules/websites/index.js";
import { drawLogo } from "./artwork.js";
import { WEBSITES } from "./catalogue-inventory.js";
import { type DemoContext, userOf } from "./context.js";
import { multipartForm, postForm } from "./http.js";

/**
 * The publishers' websites, each with a generated PNG logo uploaded through the real
 * create-website form (stored by the media module, thumbnail and all), then their
 * spaces created by the spaces service.
 */
export async function createInventory(context: DemoContext): Promise<void> {
  for (const site of WEBSITES) {
    const owner = userOf(context, site.owner);
    const form = multipartForm(
      { name: site.name, url: site.url },
      { field: "logo", filename: "logo.png", contentType: "image/png", data: drawLogo(site.name, site.palette) },
    );
    const response = await postForm(context.app, owner.cookie, "/api/websites", form, `creating ${site.name}`);
    const website = response.json() as Website;
    const spaces = await createSpaces(
      context.db,
      owner.id,
      website.id,
      site.spaces.map((space) => createSpaceSchema.parse(space)),
    );
    context.websites.set(site.key, {
      id: website.id,
      key: site.key,
      owner: site.owner,
      spaces: new Map(spaces.map((space) => [space.placementKey as PlacementKey, space])),
    });
  }
}

/**
 * Websites whose ads were seen are verified, as delivery marks a website the first time
 * its embed loads from the website's own address. The others stay pending verification.
 */
export async function verifyWebsites(context: DemoContext, websiteIds: Iterable<string>): Promise<void> {
  for (const id of new Set(websiteIds)) await markVerified(context.db, id);
}
