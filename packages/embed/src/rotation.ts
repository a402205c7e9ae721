import { ROTATION_MS } from "@placard/shared/delivery";
import type { Turn } from "./render.js";
import { unwatch, watch } from "./viewability.js";

/** A card to draw when its turn first comes: the first is drawn at once, the others when rotated to. */
export type TurnMaker = () => Turn;

interface Rotation {
  slot: Element;
  container: HTMLElement;
  makers: TurnMaker[];
  /** The cards drawn so far, by turn: a page that leaves before a rotation never builds the rest. */
  turns: Turn[];
  index: number;
  /** The tallest the container has been: kept as its min-height so rotating never shrinks the box. */
  height: number;
  timer?: ReturnType<typeof setInterval>;
}

/** Every slot showing a card, by slot: released (timers, observers, video) when the page removes it. */
const rotations = new Map<Element, Rotation>();
let listening = false;

function start(rotation: Rotation): void {
  if (!rotation.timer && !document.hidden && rotation.makers.length > 1)
    rotation.timer = setInterval(() => next(rotation), ROTATION_MS);
}

function stop(rotation: Rotation): void {
  clearInterval(rotation.timer);
  rotation.timer = undefined;
}

/** The card of turn `index`, drawn the first time it is asked for. */
function turn(rotation: Rotation, index: number): Turn | undefined {
  const make = rotation.makers[index];
  return rotation.turns[index] || (make && (rotation.turns[index] = make()));
}

function next(rotation: Rotation): void {
  const { slot, container, makers } = rotation;
  const current = rotation.turns[rotation.index];
  try {
    if (!current) return;
    if (!slot.isConnected) return release(slot);
    const height = container.getBoundingClientRect().height;
    if (height > rotation.height) {
      rotation.height = height;
      container.style.minHeight = height + "px";
    }
    rotation.index = (rotation.index + 1) % makers.length;
    const upcoming = turn(rotation, rotation.index);
    if (!upcoming) return;
    unwatch(current);
    container.replaceChild(upcoming.item, current.item);
    watch(upcoming);
  } catch {
    // never throw into the host page
  }
}

/**
 * Shows the first turn in the container, and when there are several, the next one every
 * ROTATION_MS (held by slot until the page removes it), paused while the tab is hidden (the shown card gets a full period when it comes back).
 */
export function show(slot: Element, container: HTMLElement, makers: TurnMaker[]): void {
  const rotation: Rotation = { slot, container, makers, turns: [], index: 0, height: 0 };
  const first = makers.length ? turn(rotation, 0) : undefined;
  if (!first) return;
  container.appendChild(first.item);
  watch(first);
  rotations.set(slot, rotation);
  start(rotation);
  if (!listening) {
    listening = true;
    document.addEventListener("visibilitychange", () => rotations.forEach(document.hidden ? stop : start));
  }
}

/** Forgets a slot: its rotation timer, its card's dwell timer and observer, its video. */
export function release(slot: Element): void {
  const rotation = rotations.get(slot);
  if (!rotation) return;
  rotations.delete(slot);
  stop(rotation);
  const current = rotation.turns[rotation.index];
  if (current) unwatch(current);
}

/** Releases every slot the page has removed (single-page navigation, a closed modal). */
export function sweep(): void {
  rotations.forEach((rotation, slot) => slot.isConnected || release(slot));
}
