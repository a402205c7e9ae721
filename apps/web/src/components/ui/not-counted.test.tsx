import { REFUSAL_LABELS, REFUSAL_REASONS } from "@placard/shared/reports";
import { render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { applyLocale, i18n } from "@/lib/i18n";
import { NotCountedLine, REFUSAL_KEYS } from "./not-counted";

afterEach(() => applyLocale("en"));

const notCounted = { total: 12, bot: 9, tooFast: 3, replay: 0, otherClient: 0, overLimit: 0 };

it("says what was not counted as before in English, and in the reader's language", async () => {
  for (const reason of REFUSAL_REASONS) expect(i18n.t(REFUSAL_KEYS[reason])).toBe(REFUSAL_LABELS[reason]);
  const { rerender } = render(<NotCountedLine notCounted={notCounted} />);
  expect(screen.getByTestId("not-counted")).toHaveTextContent("Not counted: 12 (bot 9, too fast 3)");
  await applyLocale("fr");
  rerender(<NotCountedLine notCounted={notCounted} />);
  expect(screen.getByTestId("not-counted")).toHaveTextContent("robot 9, trop rapide 3");
});
