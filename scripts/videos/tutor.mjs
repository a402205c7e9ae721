/* global document -- the overlay functions run in the recorded page (page.evaluate) */
// What a tutorial shows on top of the product: a title card, captions that say what
// happens (also spoken), and a visible pointer that moves to what is clicked or typed in.
import { sleep } from "../lib/placard-process.mjs";

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]);

/** Adds (once per document) the caption bar and the pointer; they sit above the app and ignore the mouse. */
function installOverlay() {
  if (document.getElementById("tutorial-caption")) return;
  const caption = document.createElement("div");
  caption.id = "tutorial-caption";
  Object.assign(caption.style, {
    position: "fixed",
    left: "50%",
    bottom: "28px",
    transform: "translateX(-50%)",
    maxWidth: "900px",
    padding: "12px 22px",
    borderRadius: "14px",
    background: "rgba(15, 23, 42, 0.88)",
    color: "#fff",
    font: "600 22px/1.35 system-ui, sans-serif",
    textAlign: "center",
    zIndex: "2147483647",
    pointerEvents: "none",
    transition: "opacity 200ms",
    opacity: "0",
  });
  const pointer = document.createElement("div");
  pointer.id = "tutorial-pointer";
  Object.assign(pointer.style, {
    position: "fixed",
    left: "640px",
    top: "360px",
    width: "26px",
    height: "26px",
    margin: "-13px 0 0 -13px",
    borderRadius: "50%",
    background: "rgba(249, 115, 22, 0.45)",
    border: "3px solid #ea580c",
    zIndex: "2147483647",
    pointerEvents: "none",
    transition: "left 550ms ease, top 550ms ease, transform 150ms",
  });
  document.body.append(caption, pointer);
}

export class Tutor {
  /** @param {import("playwright-core").Page} page @param {import("./recorder.mjs").Recorder} recorder */
  constructor(page, recorder) {
    this.page = page;
    this.recorder = recorder;
    this.pointer = { x: 640, y: 360 };
  }

  async titleCard({ title, category, description }) {
    await this.page.setContent(`<!doctype html><html><body style="margin:0;height:100vh;display:flex;
      flex-direction:column;justify-content:center;align-items:center;text-align:center;
      font-family:system-ui,sans-serif;background:linear-gradient(135deg,#1e3a8a,#4338ca);color:#fff">
      <p style="font-size:22px;letter-spacing:.2em;text-transform:uppercase;opacity:.8;margin:0">
        Placard tutorial · ${escapeHtml(category)}</p>
      <h1 style="font-size:56px;margin:24px 80px;line-height:1.15">${escapeHtml(title)}</h1>
      <p style="font-size:24px;max-width:900px;opacity:.9;margin:0">${escapeHtml(description)}</p>
    </body></html>`);
    await sleep(600);
    await this.recorder.narrate(title);
    await sleep(900);
  }

  async #ensureOverlay() {
    await this.page.evaluate(installOverlay);
    await this.page.evaluate(({ x, y }) => {
      const pointer = document.getElementById("tutorial-pointer");
      pointer.style.left = `${x}px`;
      pointer.style.top = `${y}px`;
    }, this.pointer);
  }

  /** Shows `text` as a caption and speaks it; returns when it has been said. */
  async say(text) {
    await this.#ensureOverlay();
    await this.page.evaluate((line) => {
      const caption = document.getElementById("tutorial-caption");
      caption.textContent = line;
      caption.style.opacity = "1";
    }, text);
    await this.recorder.narrate(text);
  }

  /** Moves the pointer to the middle of `locator` (scrolled into view first). */
  async pointAt(locator) {
    await locator.scrollIntoViewIfNeeded();
    await sleep(250);
    const box = await locator.boundingBox();
    if (!box) throw new Error(`Nothing to point at: ${locator}`);
    this.pointer = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    await this.#ensureOverlay();
    await sleep(650);
  }

  async click(locator) {
    await this.pointAt(locator);
    await this.page.evaluate(() => {
      const pointer = document.getElementById("tutorial-pointer");
      pointer.style.transform = "scale(0.7)";
      setTimeout(() => (pointer.style.transform = "scale(1)"), 180);
    });
    await locator.click();
    await sleep(700);
  }

  async type(locator, text) {
    await this.pointAt(locator);
    await locator.click();
    await locator.fill("");
    await locator.pressSequentially(text, { delay: 45 });
    await sleep(400);
  }

  async pause(ms = 1200) {
    await sleep(ms);
  }
}
