/** Query keys of the operator console's overview and people; F2's screens keep their own. */
export const adminKeys = {
  all: ["admin"] as const,
  overview: (from: string, to: string) => ["admin", "overview", from, to] as const,
  people: (q: string) => ["admin", "people", q] as const,
  person: (id: string) => ["admin", "person", id] as const,
};
