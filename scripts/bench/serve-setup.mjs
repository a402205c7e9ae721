// bench:serve's setup through the HTTP API only, as the README's users would do it: an owner
// with a website and 3 spaces, an advertiser whose ad targets them, the approval, and the
// payment through the sandbox checkout.

export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
// A 1×1 PNG: the website's logo and the ad's creative (the server decodes both).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** An API client that keeps its session cookie, as a browser does; checks the status. */
export function apiClient(baseUrl) {
  const cookies = new Map();
  return async (method, pathname, body, expected = 200) => {
    const headers = { origin: baseUrl, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
    const isJson = body !== undefined && !(body instanceof FormData);
    if (isJson) headers["content-type"] = "application/json";
    const init = { method, headers, body: isJson ? JSON.stringify(body) : body };
    const response = await fetch(`${baseUrl}${pathname}`, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [, name, value] = /^([^=]+)=([^;]*)/.exec(cookie) ?? [];
      if (name) cookies.set(name, value);
    }
    if (response.status === expected) return response.json();
    throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  };
}

async function signUp(api, firstName) {
  const email = `${firstName.toLowerCase()}-${Date.now()}@example.com`;
  await api("POST", "/api/auth/sign-up/email", { firstName, lastName: "Bench", email, password: "a long password" });
  return email;
}

function pngForm(field, fields = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(field, new Blob([PNG], { type: "image/png" }), `${field}.png`);
  return form;
}

/** Owner, website, 3 spaces; advertiser, an ad on them; approval; payment through the sandbox checkout. */
export async function setUp(baseUrl) {
  const owner = apiClient(baseUrl);
  await signUp(owner, "Owner");
  const site = pngForm("logo", { name: "Bench Daily", url: "https://bench.example.com" });
  const website = await owner("POST", "/api/websites", site, 201);
  const wanted = ["sidebar", "bottom", "inFeed"].map((key) => ({ placementKey: key, priceCents: 1000, capacity: 3 }));
  const { spaces } = await owner("POST", `/api/websites/${website.id}/spaces`, { spaces: wanted }, 201);

  const advertiser = apiClient(baseUrl);
  const email = await signUp(advertiser, "Advertiser");
  const ad = await advertiser("POST", "/api/ads/drafts", pngForm("creative"), 201);
  const details = { businessName: "Acme Coffee", businessLink: "https://acme.example.com", businessLocation: "Kigali" };
  await advertiser("PATCH", `/api/ads/drafts/${ad.id}`, { ...details, description: "Fresh beans" });
  const selection = { websiteIds: [website.id], spaceIds: spaces.map((space) => space.id) };
  await advertiser("PUT", `/api/ads/drafts/${ad.id}/selection`, selection);
  await advertiser("POST", `/api/ads/drafts/${ad.id}/submit`, undefined, 201);

  const pending = await owner("GET", "/api/reviews/pending");
  const requestId = pending.ads[0].websites[0].requestId;
  await owner("POST", `/api/reviews/requests/${requestId}/approve`);

  // Pay: the sandbox's form answers 303 to the return URL, and following it settles the payment.
  const { paymentLink } = await advertiser("POST", "/api/payments", { requestId, email }, 201);
  const form = new URLSearchParams({ action: "pay", method: "card" });
  const paid = await fetch(paymentLink, { method: "POST", body: form, redirect: "manual" });
  const returned = await fetch(new URL(paid.headers.get("location") ?? "/", baseUrl), { redirect: "manual" });
  if (!returned.headers.get("location")?.includes("status=success")) throw new Error("The sandbox payment failed");
  return { adId: ad.id, publicIds: spaces.map((space) => space.publicId), advertiser };
}
