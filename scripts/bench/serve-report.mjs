// bench:serve's table: req/s, p99 and server CPU per request for both servers, the ratios (the
// median of the rounds') and the targets.

const P99_TARGET_MS = 10;
const print = (line = "") => process.stdout.write(`${line}\n`);
const micros = (value) => (value === undefined ? "—" : `${value.toFixed(1)} µs`);

export function printTable(rows) {
  const verdict = (ok) => (ok ? "PASS" : "MISS");
  const cells = [
    ["scenario", "bare req/s", "Placard req/s", "ratio", "target", "p99 bare", "p99 Placard", "p99 < 10 ms"],
  ];
  for (const { name, minRatio, bare, placard, ratio } of rows) {
    const target = minRatio ? `≥ ${minRatio}× ${verdict(ratio >= minRatio)}` : "—";
    const p99s = [`${bare.p99} ms`, `${placard.p99} ms`, verdict(placard.p99 < P99_TARGET_MS)];
    cells.push([name, Math.round(bare.rps), Math.round(placard.rps), `${ratio.toFixed(2)}×`, target, ...p99s]);
  }
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => String(row[i]).length)));
  const last = cells[0].length - 1;
  for (const row of cells) print(row.map((cell, i) => String(cell).padEnd(i < last ? widths[i] : 0)).join("  "));
  const errors = rows.map(({ name, bare, placard }) => `${name} ${bare.errors} bare / ${placard.errors} Placard`);
  print(`Errors (not 2xx/3xx, or no answer): ${errors.join("; ")}`);
  // The ratio is the median of the rounds' ratios (bench-serve.mjs); here is each of them.
  const spread = rows.map(({ name, ratios }) => `${name} ${ratios.map((r) => `${r.toFixed(2)}×`).join(", ")}`);
  print(`Ratios per round: ${spread.join("; ")}`);
  if (rows.some(({ placard }) => placard.cpuMicros !== undefined)) {
    // CPU per answer moves far less with the machine's other load than req/s does.
    const cpu = rows.map(({ name, bare, placard }) => {
      const ratio = bare.cpuMicros && placard.cpuMicros ? ` (${(placard.cpuMicros / bare.cpuMicros).toFixed(2)}×)` : "";
      return `${name} ${micros(bare.cpuMicros)} bare / ${micros(placard.cpuMicros)} Placard${ratio}`;
    });
    print(`Server CPU per answer: ${cpu.join("; ")}`);
  }
}
