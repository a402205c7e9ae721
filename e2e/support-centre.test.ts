import { describe, expect, it } from "vitest";
import { signUp } from "./support/journeys.js";
import { serveAxe, seriousViolations } from "./support/axe.js";
import { useSharedSession } from "./support/fixtures.js";

const AUTO_SHOW_KEY = "placard:support:auto-show";
const session = useSharedSession(async (opened) => {
  await serveAxe(opened.context);
});

const focusedLabel = () => session.page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

describe("the support centre in the browser", () => {
  it("opens on the first visit, stays closed once 'Don't show on startup' is ticked, and teaches the 13 steps", async () => {
    const { page, context } = session;
    await page.goto("/");
    const panel = page.getByRole("dialog", { name: "Support centre" });
    await panel.waitFor();
    const button = page.getByRole("button", { name: "Support", exact: true });
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await panel.getByRole("tab", { name: "About" }).getAttribute("aria-selected")).toBe("true");
    expect(await panel.getByRole("link", { name: "Help centre" }).getAttribute("href")).toBe("/support");
    expect(await seriousViolations(page, "#support-centre-panel"), "About").toEqual([]);

    await panel.getByRole("checkbox", { name: "Don't show on startup" }).check();
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTO_SHOW_KEY)).toBe("false");

    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await button.waitFor();
    expect(await panel.count()).toBe(0);
    // A new tab is a new browser session: only the saved choice keeps the panel closed there.
    const tab = await context.newPage();
    await tab.goto("/");
    await tab.getByRole("button", { name: "Support", exact: true }).waitFor();
    expect(await tab.getByRole("dialog", { name: "Support centre" }).count()).toBe(0);
    await tab.close();

    await button.click();
    await panel.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await panel.getByRole("checkbox", { name: "Don't show on startup" }).isChecked()).toBe(true);
    await panel.getByRole("tab", { name: "Tutorials" }).click();
    await panel.getByRole("heading", { name: "For publishers" }).waitFor();
    expect(await panel.getByTestId("tutorial-step").count()).toBe(13);
    await panel.getByText("Generate and implement the API").waitFor();
    await panel.getByText("Launch once approved by the owner").waitFor();
    expect(await panel.getByRole("link", { name: "Watch the tutorial videos" }).getAttribute("href")).toBe("/videos");
    expect(await seriousViolations(page, "#support-centre-panel"), "Tutorials").toEqual([]);

    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await focusedLabel()).toBe("Support");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
  });

  it("sends a contact message from /support, confirms it, and keeps it", async () => {
    const { page } = session;
    const account = await signUp(page);
    await page.goto("/support#contact");
    await page.getByRole("heading", { name: "Help centre" }).waitFor();
    const question = page.getByRole("button", { name: "When can I withdraw my earnings?" });
    await question.click();
    expect(await question.getAttribute("aria-expanded")).toBe("true");
    await page.getByText(/30 days by default/).waitFor();

    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByText(account.email).waitFor();
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByText("Enter a subject").waitFor();

    const subject = "Planning a launch campaign";
    await form.getByLabel("Topic").selectOption({ label: "Consultation request" });
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("We would like help choosing websites for a product launch in Kigali.");
    await form.getByRole("button", { name: "Send message" }).click();
    await form
      .getByText(`Thanks — we received your message and will answer at ${account.email}.`, { exact: true })
      .waitFor();
    expect(await form.getByLabel("Subject").inputValue()).toBe("");
    expect(await seriousViolations(page, "main"), "/support").toEqual([]);

    await page.reload();
    await page.getByTestId("support-message").filter({ hasText: subject }).waitFor();
    const response = await page.request.get("/api/support/messages");
    expect(response.status()).toBe(200);
    const { items } = await response.json();
    expect(items).toMatchObject([{ topic: "consultation", subject, status: "open" }]);
  });
});
