/**
 * `answer` remembered per key, for at most `limit` keys: when full it starts over, so a sender
 * of endless new keys only refills it and never grows it. For the hot path's answers that repeat
 * (a reader's User-Agent, their address, an ad's link). A key longer than `maxKeyLength` is
 * answered and not kept.
 */
export function remembered<T extends NonNullable<unknown>>(
  limit: number,
  answer: (key: string) => T,
  maxKeyLength = Number.POSITIVE_INFINITY,
): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    let known = answers.get(key);
    if (known === undefined) {
      known = answer(key);
      if (key.length <= maxKeyLength) {
        if (answers.size >= limit) answers.clear();
        answers.set(key, known);
      }
    }
    return known;
  };
}
