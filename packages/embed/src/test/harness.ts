import type { ServedAd, ServedSpace, ServeSpacesResponse } from "@placard/shared/delivery";
import { afterEach, beforeEach, vi } from "vitest";

/** An IntersectionObserver the test drives: `setVisible(el, ratio)` reports a ratio for el. */
export class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
}

export function setVisible(target: Element, ratio: number): void {
  for (const observer of FakeObserver.instances) {
    if (!observer.observed.has(target)) continue;
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    observer.callback([entry], observer as unknown as IntersectionObserver);
  }
}

export function isObserved(target: Element): boolean {
  return FakeObserver.instances.some((observer) => observer.observed.has(target));
}

let hidden = false;
export function setHidden(value: boolean): void {
  hidden = value;
  document.dispatchEvent(new Event("visibilitychange"));
}

export const SCRIPT_SRC = "https://ads.example.com/embed/v1/placard.js";
export const VIEW_URL = "https://ads.example.com/serve/v1/view";

let tokens = 0;
export function servedAd(overrides: Partial<ServedAd> = {}): ServedAd {
  tokens += 1;
  return {
    token: `token-${tokens}`,
    businessName: `Business ${tokens}`,
    description: "Fresh bread every morning",
    location: "Kigali",
    clickUrl: `https://ads.example.com/serve/v1/click?t=token-${tokens}`,
    reportUrl: `https://ads.example.com/report/ad-${tokens}?space=a`,
    creative: { kind: "image", url: `https://ads.example.com/media/${tokens}.jpg`, thumbnailUrl: null },
    ...overrides,
  };
}

export function servedSpace(publicId: string, overrides: Partial<ServedSpace> = {}): ServedSpace {
  return {
    publicId,
    name: "Sidebar",
    language: "english",
    priceCents: 2500,
    capacity: 3,
    ads: [servedAd()],
    hasRoom: false,
    advertiseUrl: "https://ads.example.com/direct-ad?websiteId=w1&categoryId=c1",
    ...overrides,
  };
}

export function answer(...spaces: ServedSpace[]): ServeSpacesResponse {
  return { spaces: Object.fromEntries(spaces.map((space) => [space.publicId, space])), viewUrl: VIEW_URL };
}

/** fetch answering the spaces request with `body` (and view beacons with 204). */
export function mockFetch(body: unknown = answer(), ok = true) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve({ ok, status: ok ? 200 : 500, json: () => Promise.resolve(body) } as Response),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function addSlot(publicId: string, parent: Element = document.body): HTMLElement {
  const slot = document.createElement("div");
  slot.setAttribute("data-placard-space", publicId);
  parent.appendChild(slot);
  return slot;
}

export function addScript(src = SCRIPT_SRC): void {
  const script = document.createElement("script");
  script.src = src;
  document.head.appendChild(script);
}

/** Lets promise chains (fetch → json → render) settle; safe under fake timers. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Runs the embed script as a page would (a fresh copy of its modules each time). */
export async function loadEmbed(): Promise<void> {
  vi.resetModules();
  await import("../placard.js");
  await flush();
}

export function beaconMock(result = true) {
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => result);
  Object.defineProperty(navigator, "sendBeacon", { configurable: true, writable: true, value: beacon });
  return beacon;
}

/**
 * A clean page for every test: no slots, no window.placard, a visible tab, the fake observer,
 * and no listeners left behind by the previous test's copy of the script. (Spies a test makes
 * itself are restored with onTestFinished: restoreAllMocks would also undo the console.error
 * guard of scripts/fail-on-console-error.ts.)
 */
export function usePage(): void {
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  const observers: MutationObserver[] = [];
  const RealObserver = MutationObserver;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let restore = () => {};
  beforeEach(() => {
    // A copy's real timers (a batch of page changes due in 100 ms) are cancelled after its test:
    // otherwise one fires during a later test and scans that test's page with the old copy.
    const realSetTimeout = setTimeout;
    vi.stubGlobal("setTimeout", (...args: Parameters<typeof setTimeout>) => {
      const timer = realSetTimeout(...args);
      timers.push(timer);
      return timer;
    });
    hidden = false;
    FakeObserver.instances = [];
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    // Each test's copy of the script watches the page: stopped after the test.
    vi.stubGlobal(
      "MutationObserver",
      class extends RealObserver {
        constructor(callback: MutationCallback) {
          super(callback);
          observers.push(this);
        }
      },
    );
    const add = document.addEventListener.bind(document);
    const spy = vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
      if (listener) listeners.push([type, listener]);
      add(type, listener, options);
    });
    restore = () => spy.mockRestore();
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener);
    for (const observer of observers.splice(0)) observer.disconnect();
    vi.clearAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    for (const timer of timers.splice(0)) clearTimeout(timer);
    restore();
    delete window.placard;
    document.head.replaceChildren();
    document.body.replaceChildren();
    Reflect.deleteProperty(navigator, "sendBeacon");
  });
}

/** A slot's state as the embed marks it (`data-placard-state`): loading, ready or empty. */
export const slotState = (slot: Element) => slot.getAttribute("data-placard-state");
/** The ad cards a slot shows. */
export const items = (slot: Element) => Array.from(slot.querySelectorAll(".placard-ad-item"));
/** The business names a slot shows, in order. */
export const names = (slot: Element) => items(slot).map((item) => item.querySelector("h3")?.textContent);
