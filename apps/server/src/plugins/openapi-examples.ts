/**
 * Example answers of the main objects in the OpenAPI document, keyed by operationId
 * (decision 0036). Redocly's `no-invalid-media-type-examples` checks each against its
 * schema in CI, so an example cannot drift from the route it documents.
 */
const AD_ID = "6f1c2a9e-3b4d-4e8f-9a1b-2c3d4e5f6a7b";
const WEBSITE_ID = "0b7e4d2c-1a3f-4c5e-8d9b-7a6f5e4d3c2b";
const SPACE_ID = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a";

const website = {
  id: WEBSITE_ID,
  name: "Kigali Tech Weekly",
  url: "https://kigalitech.example.org",
  status: "verified",
  verificationToken: "placard-verify-3f9a1c2b7d",
  embedSeen: { origin: "https://kigalitech.example.org", at: "2026-11-20T08:14:03.000Z" },
  logoUrl: null,
  thumbnailUrl: null,
  spaceCount: 2,
  createdAt: "2026-11-02T10:00:00.000Z",
};

export const OPERATION_EXAMPLES: Record<string, unknown> = {
  getMe: {
    id: "u_4Jf8sKq2Lm9x",
    email: "amina@example.org",
    emailVerified: true,
    firstName: "Amina",
    lastName: "Uwase",
    name: "Amina Uwase",
    referredByCode: null,
    locale: "rw",
    createdAt: "2026-10-30T09:12:00.000Z",
  },
  getWebsite: website,
  getSpace: {
    id: SPACE_ID,
    websiteId: WEBSITE_ID,
    publicId: "k3v9q2m7x4pa",
    placementKey: "sidebar",
    spaceType: "sidebar",
    name: "Sidebar",
    description: "Right column, beside every article",
    priceCents: 1500,
    capacity: 2,
    runningBookings: 1,
    activeAds: 1,
    instructions: "",
    tier: "silver",
    visitorRange: { min: 1000, max: 5000 },
    defaultLanguage: "english",
    createdAt: "2026-11-02T10:05:00.000Z",
  },
  listAds: {
    items: [
      {
        id: AD_ID,
        businessName: "Inzozi Bakery",
        businessLink: "https://inzozi.example.org",
        businessLocation: "Kigali",
        description: "Fresh bread every morning, delivered.",
        creative: {
          kind: "image",
          mime: "image/webp",
          url: `/media/ads/${AD_ID}.webp`,
          thumbnailUrl: null,
          sizeBytes: 48213,
        },
        campaignStatus: "Active",
        websitesCount: 1,
        spacesCount: 1,
        stateCounts: {
          awaitingReview: 0,
          awaitingPayment: 0,
          approvalLapsed: 0,
          expired: 0,
          scheduled: 0,
          running: 1,
          ended: 0,
          rejected: 0,
        },
        payable: null,
        rejectionReason: null,
        views: 1204,
        clicks: 37,
        submittedAt: "2026-11-19T16:40:00.000Z",
      },
    ],
    nextCursor: null,
  },
  getWallet: {
    availableCents: 12750,
    heldCents: 1500,
    totalEarningsCents: 20250,
    recentActivity: [
      {
        id: "ledger-812",
        type: "earning",
        description: "Inzozi Bakery on Kigali Tech Weekly",
        amountCents: 1275,
        date: "2026-11-21T00:00:00.000Z",
      },
    ],
  },
  listWalletTransactions: {
    items: [
      {
        id: "ledger-812",
        type: "earning",
        description: "Inzozi Bakery on Kigali Tech Weekly",
        reference: "PLC-7Q2M9X",
        amountCents: 1275,
        date: "2026-11-21T00:00:00.000Z",
      },
    ],
    nextCursor: "eyJkIjoiMjAyNi0xMS0yMSIsImkiOjgxMn0",
  },
  createApiKey: {
    key: "plc_Xb7Tq2LmR9sVw4Kz8NcP3dHf6JyA1eUo",
    apiKey: {
      id: "ak_7Hc2Pq9Lx4",
      name: "Agency dashboard",
      start: "plc_Xb7T",
      access: "read",
      createdAt: "2026-11-26T09:00:00.000Z",
      lastUsedAt: null,
      expiresAt: null,
    },
  },
};
