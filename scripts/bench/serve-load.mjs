// bench:serve's load: autocannon runs that end cleanly, the fresh tokens a beacon run needs,
// and the beacons themselves, each from the client its token was served to.
import autocannon from "autocannon";
import { BROWSER } from "./serve-setup.mjs";

/** Seconds per server per scenario, in ROUNDS turns (bench-serve.mjs). */
export const DURATION = Number(process.env.BENCH_DURATION ?? 12);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const headers = { "user-agent": BROWSER };

/**
 * One autocannon run. Autocannon's own timer ends a run by dropping the requests in
 * flight, which the server may still count although no answer is recorded. Instead, at the
 * deadline each connection stops after its current request (`responseMax`), so every
 * request sent is answered; req/s is taken up to the last answer. With `cpu` (a clock of
 * the server's CPU ms, process-cpu.mjs), also the server's CPU µs per answered request.
 */
export async function measure(options, duration = DURATION, cpu = undefined) {
  const clients = [];
  const started = performance.now();
  const cpuBefore = cpu?.();
  let lastAnswer = started;
  const setupClient = (client) => clients.push(client);
  const run = autocannon({ connections: CONNECTIONS, pipelining: 1, ...options, duration: duration + 60, setupClient });
  run.on("response", () => (lastAnswer = performance.now()));
  const stop = setTimeout(() => {
    for (const client of clients) client.responseMax = Math.min(client.responseMax || Infinity, client.reqsMade);
  }, duration * 1000);
  const result = await run;
  clearTimeout(stop);
  const cpuMs = cpu ? cpu() - cpuBefore : undefined;
  const failed = Object.entries(result.statusCodeStats).filter(([code]) => code < 200 || code >= 400);
  const seconds = (lastAnswer - started) / 1000;
  const answered = result.requests.total;
  return {
    rps: answered / seconds,
    seconds,
    p99: result.latency.p99,
    accepted: result["2xx"],
    errors: failed.reduce((sum, [, { count }]) => sum + count, result.errors),
    cpuMicros: cpuMs === undefined || answered === 0 ? undefined : (cpuMs * 1000) / answered,
  };
}

/** Runs of one server as one: answers over seconds, the worst p99, CPU per answer over all. */
export function combine(runs) {
  const answers = runs.map((run) => run.rps * run.seconds);
  const total = answers.reduce((sum, n) => sum + n, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const cpu = runs.every((run) => run.cpuMicros !== undefined)
    ? runs.reduce((sum, run, i) => sum + run.cpuMicros * answers[i], 0) / total
    : undefined;
  return {
    rps: total / seconds,
    seconds,
    p99: Math.max(...runs.map((run) => run.p99)),
    accepted: runs.reduce((sum, run) => sum + run.accepted, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMicros: cpu,
  };
}

// Public addresses (the country lookup of decision 0059 finds them), one per client.
const clientIp = (n) => `81.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Fresh tokens from the decision endpoint: every answer issues one per space, bound to the
 * client that asked (decision 0013), so each decision comes from a client IP of its own and
 * each token keeps its IP for the beacon.
 */
export async function fetchTokens(url, count) {
  const tokens = [];
  let asked = 0;
  const setupRequest = (request, context) => {
    context.ip = clientIp(++asked);
    return { ...request, headers: { ...request.headers, "x-forwarded-for": context.ip } };
  };
  const onResponse = (status, body, context) => {
    if (status !== 200) return;
    for (const space of Object.values(JSON.parse(body).spaces))
      tokens.push({ token: space.ads[0].token, ip: context.ip });
  };
  const amount = Math.max(CONNECTIONS, Math.ceil(count / 3));
  await autocannon({ url, connections: CONNECTIONS, amount, headers, requests: [{ setupRequest, onResponse }] });
  if (new Set(tokens.map(({ token }) => token)).size !== tokens.length) {
    throw new Error("The decision endpoint repeated a token");
  }
  return tokens;
}

/**
 * View beacons with the token and client IP `take()` gives: each from the client its token
 * was served to, and each client with a few tokens, so no per-client limit applies.
 */
export function beacons(url, take) {
  let sent = 0;
  const setupRequest = (request) => {
    const { token, ip } = take();
    // As the embed sends it: the token, then the page's path (decision 0059).
    const body = `${token}\n/articles/${sent++ % 40}`;
    return { ...request, body, headers: { ...request.headers, "x-forwarded-for": ip } };
  };
  const beaconHeaders = { "content-type": "text/plain", "user-agent": BROWSER };
  return { url, method: "POST", headers: beaconHeaders, requests: [{ setupRequest }] };
}
