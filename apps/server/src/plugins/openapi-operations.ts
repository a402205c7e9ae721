import type { SwaggerTransform, SwaggerTransformObject } from "@fastify/swagger";
import { apiErrorSchema } from "@placard/shared/errors";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { OPERATION_EXAMPLES } from "./openapi-examples.js";

/**
 * What every operation of the OpenAPI document gets centrally, so no route file repeats it
 * (decision 0035): a stable `operationId` (the override below, else the naming rule),
 * `security` (a route that declares `security` takes a session or an API key, `[]` means
 * public), and the error responses that can happen to it, all with the one error schema.
 * Documentation only: the routes' runtime schemas are not touched.
 */

/** Names of the operations whose rule-made name would be clumsy, kept when a path changes shape. Key: `METHOD /path`. */
export const OPERATION_IDS: Record<string, string> = {
  "GET /api/health": "getHealth",
  "GET /api/me": "getMe",
  "DELETE /api/me": "deleteMe",
  "GET /api/account/api-keys": "listApiKeys",
  "POST /api/account/api-keys": "createApiKey",
  "DELETE /api/account/api-keys/:id": "revokeApiKey",
  "GET /api/account/webhooks": "listWebhookEndpoints",
  "POST /api/account/webhooks": "createWebhookEndpoint",
  "PATCH /api/account/webhooks/:id": "updateWebhookEndpoint",
  "POST /api/account/webhooks/:id/pause": "pauseWebhookEndpoint",
  "POST /api/account/webhooks/:id/resume": "resumeWebhookEndpoint",
  "POST /api/account/webhooks/:id/secret": "rotateWebhookSecret",
  "DELETE /api/account/webhooks/:id": "deleteWebhookEndpoint",
  "GET /api/account/webhooks/:id/deliveries": "listWebhookDeliveries",
  "POST /api/account/webhooks/:id/deliveries/:deliveryId/resend": "resendWebhookDelivery",
  "GET /api/websites": "listWebsites",
  "POST /api/websites": "createWebsite",
  "GET /api/websites/totals": "countWebsites",
  "GET /api/websites/:websiteId": "getWebsite",
  "PATCH /api/websites/:websiteId": "renameWebsite",
  "POST /api/websites/:websiteId/verify": "verifyWebsite",
  "GET /api/websites/:websiteId/spaces": "listWebsiteSpaces",
  "POST /api/websites/:websiteId/spaces": "createSpaces",
  "GET /api/spaces/:spaceId": "getSpace",
  "DELETE /api/spaces/:spaceId": "deleteSpace",
  "GET /api/spaces/:spaceId/integration": "getSpaceIntegration",
  "GET /api/ads": "listAds",
  "GET /api/ads/totals": "countAds",
  "GET /api/ads/:adId": "getAd",
  "GET /api/ads/:adId/websites": "listAdWebsites",
  "GET /api/ads/:adId/websites/:requestId": "getAdWebsite",
  "POST /api/ads/direct": "createDirectAd",
  "POST /api/ads/drafts": "createAdDraft",
  "GET /api/ads/drafts/current": "getCurrentAdDraft",
  "PATCH /api/ads/drafts/:adId": "updateAdDraft",
  "PUT /api/ads/drafts/:adId/selection": "setAdDraftSelection",
  "POST /api/ads/drafts/:adId/submit": "submitAdDraft",
  "POST /api/ads/:adId/resubmit": "resubmitAd",
  "GET /api/ads/:adId/stats": "getAdStats",
  "GET /api/ads/:adId/stats.csv": "downloadAdStatsCsv",
  "GET /api/websites/:websiteId/stats": "getWebsiteStats",
  "GET /api/websites/:websiteId/stats.csv": "downloadWebsiteStatsCsv",
  "GET /api/reviews/pending": "listPendingReviews",
  "POST /api/reviews/ads/:adId/approve": "approveAd",
  "POST /api/reviews/requests/:requestId/approve": "approveRequest",
  "POST /api/reviews/requests/:requestId/reject": "rejectRequest",
  "GET /api/notifications": "listNotifications",
  "POST /api/notifications/:id/read": "markNotificationRead",
  "POST /api/notifications/read-all": "markAllNotificationsRead",
  "POST /api/payments": "startPayment",
  "POST /api/payments/webhook": "receivePaymentWebhook",
  "GET /api/wallet": "getWallet",
  "GET /api/wallet/transactions": "listWalletTransactions",
  "GET /api/wallet/transactions/totals": "countWalletTransactions",
  "GET /api/wallet/transactions.csv": "downloadWalletTransactionsCsv",
  "GET /api/wallet/earnings.csv": "downloadEarningsCsv",
  "POST /api/wallet/withdrawals": "createWithdrawal",
  "GET /api/receipts": "listReceipts",
  "GET /api/receipts/:paymentId": "getReceipt",
  "GET /api/receipts/:paymentId/pdf": "downloadReceiptPdf",
  "GET /serve/v1/spaces": "serveSpaces",
  "GET /serve/html/:publicId": "serveSpaceHtml",
  "POST /serve/v1/view": "recordView",
  "GET /serve/v1/view": "recordViewGet",
  "GET /serve/v1/click": "recordClick",
  "GET /embed/v1/placard.js": "getEmbedScript",
  "GET /email/unsubscribe": "getUnsubscribePage",
  "POST /email/unsubscribe": "unsubscribe",
  "POST /api/ad-reports": "reportAd",
  "GET /api/ad-reports/ads/:adId": "getReportableAd",
  "POST /api/me/email": "changeEmail",
  "PUT /api/spaces/:spaceId/capacity": "setSpaceCapacity",
  "PATCH /api/spaces/:spaceId/language": "setSpaceLanguage",
  "GET /api/marketplace/spaces": "listMarketplaceSpaces",
  "GET /api/marketplace/spaces/:spaceId": "getMarketplaceSpace",
  "POST /api/ads/:adId/requests/:requestId/ask-again": "askAgain",
  "GET /api/reviews/ads/:adId": "getReviewAd",
  "PUT /api/notification-preferences": "setNotificationPreferences",
  "GET /api/referrals": "getReferrals",
  "GET /api/payments/availability": "getPaymentAvailability",
  "GET /api/payments/return": "returnFromCheckout",
  "GET /sandbox/checkout/:txRef": "getSandboxCheckout",
  "POST /sandbox/checkout/:txRef": "completeSandboxCheckout",
  "GET /api/wallet/earnings/payments": "listEarningPayments",
  "GET /api/wallet/payments/:paymentId/eligibility": "getWithdrawalEligibility",
  "GET /api/wallet/statements/:month/pdf": "downloadStatementPdf",
  "GET /api/renewals/:requestId": "getRenewal",
  "PUT /api/renewals/:requestId": "setRenewal",
  "POST /api/support/messages": "sendSupportMessage",
  "GET /api/admin/people/:id": "adminGetPerson",
  "POST /api/admin/people/:id/suspend": "adminSuspendPerson",
  "POST /api/admin/people/:id/reinstate": "adminReinstatePerson",
  "POST /api/admin/ads/:adId/take-down": "adminTakeDownAd",
  "POST /api/admin/reports/:reportId/dismiss": "adminDismissReport",
  "POST /api/admin/withdrawals/:id/retry": "adminRetryWithdrawal",
  "POST /api/admin/withdrawals/:id/cancel": "adminCancelWithdrawal",
  "POST /api/admin/payments/:id/refund": "adminRefundPayment",
  "POST /api/admin/support/:id/reply": "adminReplySupport",
};

/**
 * Routes a key may not use, as "METHOD /url": key and webhook management, the account's
 * email and deleting it (403), and the operator console (404), decision 0034.
 */
const SESSION_ONLY = [
  /^\w+ \/api\/account\/api-keys/,
  /^\w+ \/api\/account\/webhooks/,
  /^\w+ \/api\/admin\//,
  /^POST \/api\/me\/email$/,
  /^DELETE \/api\/me$/,
];

const pascal = (word: string) =>
  word
    .split(/[-._]/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

/**
 * The naming rule for routes without an override: a verb from the method (`list` for a GET
 * that pages by cursor), then each path segment in PascalCase, a parameter as `By<Name>`.
 * `GET /api/admin/people/:id` → `getAdminPeopleById`.
 */
export function defaultOperationId(method: string, url: string, pagesByCursor: boolean): string {
  const verb = method === "GET" ? (pagesByCursor ? "list" : "get") : method.toLowerCase();
  const segments = url.split("/").filter((segment, index) => segment && !(index === 1 && segment === "api"));
  return verb + segments.map((s) => (s.startsWith(":") ? `By${pascal(s.slice(1))}` : pascal(s))).join("");
}

type Json = Record<string, unknown>;

/** Status → the shared response (components.responses) that documents it. */
const ERROR_RESPONSES = {
  400: [
    "BadRequest",
    "The input is not valid (`validation_failed` lists every field and its messages in `details.fields`).",
  ],
  401: ["Unauthorized", "No session or API key, or an expired or revoked one."],
  403: ["Forbidden", "Not allowed: another user's object, a read-only key on a write, or a foreign origin."],
  404: ["NotFound", "No such object (or not yours)."],
  409: ["Conflict", "The object's state does not allow this now."],
  413: ["PayloadTooLarge", "The body or upload is larger than allowed."],
  429: ["TooManyRequests", "Too many requests; retry after the time in `Retry-After`."],
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The one error schema (packages/shared, decision 0046), as the document's `Error` component. */
const errorSchema = z.toJSONSchema(apiErrorSchema, { target: "openapi-3.0" });

/** Errors per operation, filled by `transform` and applied by `transformObject` (same pass). */
const errorsByOperation = new Map<string, ErrorStatus[]>();

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

export const transform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const { route, url } = input;
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const schema = { ...(result.schema as Json) };
  const query = schema.querystring as { properties?: Json } | undefined;
  const key = `${method} ${url}`;
  schema.operationId ??= OPERATION_IDS[key] ?? defaultOperationId(method, url, Boolean(query?.properties?.cursor));

  const signedIn = Array.isArray(schema.security) && schema.security.length > 0;
  const sessionOnly = SESSION_ONLY.some((pattern) => pattern.test(key));
  schema.security = !signedIn ? [] : sessionOnly ? [{ session: [] }] : [{ session: [] }, { apiKey: [] }];

  const writes = method !== "GET" && method !== "HEAD";
  const hasParams = url.includes(":");
  const errors: ErrorStatus[] = [];
  if (writes || query || hasParams) errors.push(400);
  if (signedIn) errors.push(401);
  if (signedIn || (writes && url.startsWith("/api/") && !url.endsWith("/webhook"))) errors.push(403);
  if (hasParams || url.startsWith("/api/admin/")) errors.push(404);
  if (signedIn && writes) errors.push(409);
  if (writes && method !== "DELETE") errors.push(413);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false) errors.push(429);
  errorsByOperation.set(`${method.toLowerCase()} ${openApiPath(url)}`, errors);
  return { schema, url: result.url };
};

export const transformObject: SwaggerTransformObject = (input) => {
  const document = ("openapiObject" in input ? input.openapiObject : input.swaggerObject) as Json;
  const components = (document.components ??= {}) as Json;
  components.schemas = { ...(components.schemas as Json), Error: errorSchema };
  components.responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, [name, description]]) => [
      name,
      {
        description,
        content: {
          "application/json": {
            schema: { $ref: "#/components/schemas/Error" },
            example: { error: codeExample[Number(status) as ErrorStatus], message: description },
          },
        },
      },
    ]),
  );
  const used = new Set<string>();
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(operations))
      for (const tag of (operation.tags as string[]) ?? []) used.add(tag);
  }
  document.tags = [...used].sort().map((name) => ({ name, description: TAGS[name] ?? name }));
  for (const [path, operations] of Object.entries((document.paths ?? {}) as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = (operation.responses ??= {}) as Json;
      const example = OPERATION_EXAMPLES[operation.operationId as string];
      const success = (responses["200"] ?? responses["201"]) as { content?: Record<string, Json> } | undefined;
      const json = success?.content?.["application/json"];
      if (example !== undefined && json) json.example = example;
      for (const status of errorsByOperation.get(`${method} ${path}`) ?? []) {
        responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` };
      }
    }
  }
  return document;
};

/** The document's tags (the explorer's sections), in words. */
const TAGS: Record<string, string> = {
  accounts: "You: profile, email, API keys, deleting the account",
  admin: "The operator console (operators with 2FA, session only)",
  ads: "Your ads: drafts, publishing, resubmitting",
  delivery: "Serving ads on websites: the embed, views and clicks (public)",
  marketplace: "Websites and spaces you can advertise on",
  notifications: "In-app notifications, email preferences, unsubscribe",
  payments: "Paying for bookings, the provider's return and webhook",
  receipts: "Receipts of settled payments",
  referrals: "Your referral code and what it earned",
  renewals: "Auto-renewal of paid bookings",
  reports: "Views and clicks of ads and websites; readers' reports of ads",
  reviews: "Approving or rejecting ads on your websites",
  sandbox: "The sandbox payment provider's checkout (development)",
  spaces: "Ad spaces on your websites",
  support: "Messages to the people running this Placard",
  system: "Health",
  wallet: "Earnings, withdrawals, every movement of your money",
  websites: "Your websites and their verification",
};

const codeExample: Record<ErrorStatus, string> = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  429: "rate_limited",
};
