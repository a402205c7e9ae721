import { z } from "zod";
import { publicSpaceSchema } from "./ads.js";
import { pageSchema } from "./pagination.js";

/**
 * GET /api/marketplace/cheapest-spaces: every measured space of the marketplace (not the
 * viewer's own), cheapest per 1,000 measured views first, each naming its website (decision
 * 0050) — what an advertiser reads to find the cheapest reach across every website.
 */
export const cheapestSpaceSchema = publicSpaceSchema.extend({
  websiteName: z.string(),
  websiteUrl: z.string(),
});
export type CheapestSpace = z.infer<typeof cheapestSpaceSchema>;
export const cheapestSpacePageSchema = pageSchema(cheapestSpaceSchema);
