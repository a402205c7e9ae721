/**
 * Splits a SQL script (pg_dump's plain output) into batches of whole statements of about
 * `maxBytes` each, so a large dump is loaded piece by piece (one transaction around them)
 * instead of as one string the server must parse at once. Semicolons inside quoted
 * strings, quoted identifiers, dollar-quoted bodies and comments do not end a statement.
 */
export function* sqlBatches(script: string, maxBytes = 1 << 20): Generator<string> {
  let batchStart = 0;
  let i = 0;
  const n = script.length;
  while (i < n) {
    const c = script[i];
    if (c === "'" || c === '"') {
      // '' (or "") inside is an escaped quote: the scan simply re-enters the quote.
      const end = script.indexOf(c, i + 1);
      i = end < 0 ? n : end + 1;
    } else if (c === "-" && script[i + 1] === "-") {
      const end = script.indexOf("\n", i);
      i = end < 0 ? n : end + 1;
    } else if (c === "/" && script[i + 1] === "*") {
      const end = script.indexOf("*/", i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === "$") {
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(script.slice(i, i + 64))?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        i = end < 0 ? n : end + tag.length;
      } else {
        i++;
      }
    } else if (c === ";") {
      i++;
      if (i - batchStart >= maxBytes) {
        yield script.slice(batchStart, i);
        batchStart = i;
      }
    } else {
      i++;
    }
  }
  const rest = script.slice(batchStart);
  if (rest.trim()) yield rest;
}
