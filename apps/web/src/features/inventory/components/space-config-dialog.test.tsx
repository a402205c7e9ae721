import { PLACEMENTS } from "@placard/shared/placements";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SpaceConfigDialog } from "./space-config-dialog";

const placement = PLACEMENTS[0];

function renderDialog() {
  if (!placement) throw new Error("no placements");
  const onSave = vi.fn();
  render(<SpaceConfigDialog placement={placement} initial={undefined} onSave={onSave} onClose={() => {}} />);
  return { onSave, name: placement.name };
}

const summary = () => screen.getByRole("region", { name: "What will be created" });

describe("the space configuration dialog (#15)", () => {
  it("opens with the default tier, its price and room for one advertiser, and saves a space that can be bought", async () => {
    const user = userEvent.setup();
    const { onSave, name } = renderDialog();
    expect(screen.getByRole("radio", { name: /Bronze/ })).toBeChecked();
    expect(screen.getByLabelText("Price ($/mo)")).toHaveValue("10");
    expect(screen.getByLabelText("User count")).toHaveValue("1");
    expect(summary()).toHaveTextContent(
      `${name}, Bronze tier · $10/mo · room for 1 advertiser · 0–10,000 monthly visitors`,
    );

    await user.click(screen.getByRole("radio", { name: /Gold/ }));
    expect(screen.getByLabelText("Price ($/mo)")).toHaveValue("30");
    expect(summary()).toHaveTextContent("Gold tier · $30/mo");

    await user.click(screen.getByRole("button", { name: "Save & Continue" }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ tier: "gold", price: "30", capacity: "1" }));
  });

  it.each(["0", ""])("refuses a user count of %j with a clear error and saves nothing", async (typed) => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.clear(screen.getByLabelText("User count"));
    if (typed) await user.type(screen.getByLabelText("User count"), typed);
    expect(summary()).toHaveTextContent("user count needed");
    await user.click(screen.getByRole("button", { name: "Save & Continue" }));
    expect(screen.getByText("A new space needs room for at least 1 advertiser")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("keeps a price the owner typed when the tier changes", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.clear(screen.getByLabelText("Price ($/mo)"));
    await user.type(screen.getByLabelText("Price ($/mo)"), "42");
    await user.click(screen.getByRole("radio", { name: /Silver/ }));
    expect(screen.getByLabelText("Price ($/mo)")).toHaveValue("42");
    expect(summary()).toHaveTextContent("Silver tier · $42/mo");
  });
});
