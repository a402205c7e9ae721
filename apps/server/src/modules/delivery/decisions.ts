import { randomBytes } from "node:crypto";
import type { CachedBooking, DeliveryCache } from "./cache.js";
import { chooseCreative } from "./creative-rotation.js";
import { decide } from "./service.js";
import type { TokenSigner } from "./tokens.js";

/** A decision serialised once: the JSON around its tokens, and what each token signs. */
interface Template {
  version: number;
  /** When a booking in these spaces starts or ends: the answer changes then. */
  validUntil: number;
  /** JSON text; a token goes between each two parts (`slots[i]` between parts i and i + 1). */
  parts: string[];
  /** The parts' length in UTF-8 bytes: with the tokens' (ASCII) lengths, the answer's Content-Length. */
  partBytes: number;
  /** Per gap: the index into `ads` of the token that fills it (each token appears twice). */
  slots: number[];
  ads: { adId: string; spaceId: string; creative: number }[];
  /** Bookings with several creatives (decision 0061): each answer picks theirs, one variant per choice. */
  rotating: CachedBooking[];
  variants: Map<string, Template>;
}

const MAX_TEMPLATES = 10_000;

/**
 * The decision's JSON, built once per set of spaces and reused until the delivery cache
 * changes or a booking in them starts or ends; each answer only signs its fresh tokens
 * and joins the text (decision 0031). The same answer `decide()` gives: the template is
 * made by `decide()` itself, with a placeholder for each token.
 */
export function createDecisionRenderer(options: { cache: DeliveryCache; signer: TokenSigner; publicUrl: string }) {
  const { cache, signer, publicUrl } = options;
  const plainTemplates = new Map<string, Template>();
  /** Decisions for pages that preload the lead image (decision 0066), kept apart by the same keys. */
  const leadTemplates = new Map<string, Template>();
  // A placeholder nobody can put in an ad's text: a secret drawn at startup. Tokens and the
  // placeholder are made of characters JSON and encodeURIComponent leave as they are.
  const marker = `tok${randomBytes(12).toString("hex")}x`;
  const markerPattern = new RegExp(`${marker}(\\d+)x`);

  function build(publicIds: string[], now: number, lead: boolean, choices?: number[]): Template {
    const ads: Template["ads"] = [];
    const placeholders = {
      issue(adId: string, spaceId: string, _client: string, _now: number, creative = 1) {
        ads.push({ adId, spaceId, creative });
        return `${marker}${ads.length - 1}x`;
      },
    } as unknown as TokenSigner;
    const rotating: CachedBooking[] = [];
    const choose = (booking: CachedBooking) => {
      if (booking.creatives.length <= 1) return 0;
      const index = rotating.push(booking) - 1;
      return choices?.[index] ?? 0;
    };
    const version = cache.version();
    const decision = decide(cache, placeholders, publicUrl, publicIds, "", now, choose, lead);
    const pieces = JSON.stringify(decision).split(markerPattern);
    const parts: string[] = [];
    const slots: number[] = [];
    for (let i = 0; i < pieces.length; i++) {
      if (i % 2 === 0) parts.push(pieces[i] ?? "");
      else slots.push(Number(pieces[i]));
    }
    let validUntil = Infinity;
    for (const publicId of publicIds) {
      for (const booking of cache.space(publicId)?.bookings ?? []) {
        const next = booking.startsAt > now ? booking.startsAt : booking.endsAt;
        if (next > now && next < validUntil) validUntil = next;
      }
    }
    const partBytes = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
    return { version, validUntil, parts, partBytes, slots, ads, rotating, variants: new Map() };
  }

  /** The template for this answer's choice of creatives, built once per choice. */
  function variantOf(template: Template, publicIds: () => string[], now: number, lead: boolean) {
    const choices = template.rotating.map(chooseCreative);
    const choice = choices.join();
    let variant = template.variants.get(choice);
    if (!variant) {
      if (template.variants.size >= 81) template.variants.clear();
      variant = build(publicIds(), now, lead, choices);
      template.variants.set(choice, variant);
    }
    return variant;
  }

  return {
    /**
     * The decision for the spaces `publicIds()` names, as JSON and its length in bytes, its
     * tokens bound to `client`. `key` names the set (the query's `ids` as sent): the same key
     * must always mean the same ids, which are only worked out when the set is new. `lead`:
     * the page preloads the first card's image by its space's URL (decision 0066).
     */
    render(
      key: string,
      publicIds: () => string[],
      client: string,
      now = Date.now(),
      lead = false,
    ): { body: string; bytes: number } {
      const templates = lead ? leadTemplates : plainTemplates;
      let template = templates.get(key);
      if (!template || template.version !== cache.version() || now >= template.validUntil) {
        // Unknown keys are whatever a client sends: the map is bounded by clearing it.
        if (templates.size >= MAX_TEMPLATES) templates.clear();
        template = build(publicIds(), now, lead);
        templates.set(key, template);
      }
      if (template.rotating.length > 0) template = variantOf(template, publicIds, now, lead);
      const { parts, slots, ads } = template;
      if (ads.length === 0) return { body: parts[0] ?? "", bytes: template.partBytes };
      const tokens = ads.map(({ adId, spaceId, creative }) => signer.issue(adId, spaceId, client, now, creative));
      let body = parts[0] ?? "";
      let bytes = template.partBytes;
      for (let i = 0; i < slots.length; i++) {
        const token = tokens[slots[i] ?? 0] ?? "";
        body += token + (parts[i + 1] ?? "");
        bytes += token.length;
      }
      return { body, bytes };
    },
    size() {
      return plainTemplates.size + leadTemplates.size;
    },
  };
}

export type DecisionRenderer = ReturnType<typeof createDecisionRenderer>;
