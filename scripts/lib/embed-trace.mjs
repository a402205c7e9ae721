// The embed's own main-thread work on a publisher's page, from a Chromium trace (`npm run
// bench:page`, #30): its script's evaluation, every callback it runs (promise reactions where
// the card is drawn, timers, observers) and the style, layout and paint work drawing the card
// causes, until the frame that first shows the ad's image is committed. The bench's article
// has no script of its own and the bench does not touch the page while tracing, so every
// microtask run and timer on its main thread from the embed's evaluation on is the embed's;
// the rendering in that span is counted whole (if the embed draws before the page's first
// frame, the page's own first layout is in it: an upper bound).

/** The trace categories embedWork reads. */
export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink"];

/** Script events that name their script (counted when it is the embed), and those that do not. */
const NAMED = new Set(["EvaluateScript", "FunctionCall", "v8.compile"]);
const UNNAMED = new Set(["RunMicrotasks", "TimerFire"]);
const RENDER = new Set([
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "Commit",
  "IntersectionObserverController::computeIntersections",
  "SVGImage::DataChanged", // the card's header mark is an SVG image: a small document of its own
]);

/**
 * Sums the embed's work in `trace` (Chromium's JSON trace), wall time and the thread's own
 * (CPU) time, with the longest main-thread task holding any of it; `imageUrl`: a substring
 * of the creative's URL (its PaintImage marks the frame where the card is drawn).
 */
export function embedWork(trace, { script = "/embed/v1/placard.js", imageUrl = "/media/creative" } = {}) {
  const events = trace.traceEvents ?? [];
  const urlOf = (event) => String(event.args?.data?.url ?? event.args?.data?.scriptName ?? "");
  const start = events.find((event) => event.name === "EvaluateScript" && urlOf(event).includes(script));
  if (!start) throw new Error(`no evaluation of ${script} in the trace`);
  const main = events
    .filter((event) => event.pid === start.pid && event.tid === start.tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const painted = main.find(
    (event) => event.name === "PaintImage" && event.ts >= start.ts && urlOf(event).includes(imageUrl),
  );
  const drawn = painted && main.find((event) => event.name === "Commit" && event.ts >= painted.ts);
  const end = drawn ? drawn.ts + drawn.dur : Infinity;

  const counted = [];
  let outer = 0; // the end of the last counted event: nested events are inside it
  for (const event of main) {
    if (event.ts < start.ts || event.ts < outer) continue;
    const embed = NAMED.has(event.name) && urlOf(event).includes(script); // also its callbacks after the ad is drawn
    const ours = embed || (event.ts <= end && (UNNAMED.has(event.name) || RENDER.has(event.name)));
    if (!ours) continue;
    counted.push(event);
    outer = event.ts + event.dur;
  }
  const sum = (key) => counted.reduce((total, event) => total + (event[key] ?? event.dur), 0) / 1000;
  const tasks = main.filter(
    (event) =>
      event.name === "RunTask" &&
      counted.some((inner) => inner.ts >= event.ts && inner.ts + inner.dur <= event.ts + event.dur),
  );
  const render = counted.filter((event) => RENDER.has(event.name));
  return {
    wall: sum("dur"),
    cpu: sum("tdur"),
    render: render.reduce((total, event) => total + (event.tdur ?? event.dur), 0) / 1000,
    longest: Math.max(0, ...tasks.map((task) => task.dur / 1000)),
    longestCpu: Math.max(0, ...tasks.map((task) => (task.tdur ?? task.dur) / 1000)),
    drawn: !!drawn,
  };
}
