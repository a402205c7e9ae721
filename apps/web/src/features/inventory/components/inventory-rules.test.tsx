import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { InlineEdit } from "@/components/ui/inline-edit";
import { truncate } from "./categories-page";
import { checkLogo } from "./logo-dropzone";
import { checkCapacity } from "./space-dialogs";

const file = (type: string, size: number) => new File([new Uint8Array(size)], "logo", { type });

describe("logo checks in the browser (SPEC §5)", () => {
  it("takes JPEG, PNG and GIF up to 5 MB, with the SPEC texts otherwise", () => {
    expect(checkLogo(file("image/png", 100))).toBeNull();
    expect(checkLogo(file("image/jpeg", 5_242_880))).toBeNull();
    expect(checkLogo(file("image/gif", 10))).toBeNull();
    expect(checkLogo(file("image/svg+xml", 10))).toBe("Only JPEG, PNG, and GIF images are allowed.");
    expect(checkLogo(file("image/png", 5_242_881))).toBe("Image must be smaller than 5MB.");
  });
});

describe("user count (SPEC §5)", () => {
  it("is a whole number that is not negative", () => {
    expect(checkCapacity("0")).toBeNull();
    expect(checkCapacity(" 12 ")).toBeNull();
    for (const bad of ["-1", "1.5", "abc", ""]) expect(checkCapacity(bad)).toBe("Please enter a valid positive number");
  });
});

describe("inline edits (SPEC §4)", () => {
  it("saves a trimmed value with Enter, cancels with Escape, and sends nothing for an empty name", async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<InlineEdit label="Website name" value="Kigali Daily" onSave={onSave} />);

    await user.dblClick(screen.getByText("Kigali Daily"));
    await user.clear(screen.getByLabelText("Website name", { selector: "input" }));
    await user.type(screen.getByLabelText("Website name", { selector: "input" }), "   {Enter}");
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Kigali Daily")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit website name" }));
    await user.type(screen.getByLabelText("Website name", { selector: "input" }), " News{Escape}");
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Edit website name" }));
    await user.type(screen.getByLabelText("Website name", { selector: "input" }), " News  {Enter}");
    expect(onSave).toHaveBeenCalledWith("Kigali Daily News");
  });

  it("shows a validation error and keeps editing", async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<InlineEdit label="User count" value="2" onSave={onSave} showPencil={false} validate={checkCapacity} />);
    await user.click(screen.getByRole("button", { name: "Edit user count: 2" }));
    const input = screen.getByLabelText("User count", { selector: "input" });
    await user.clear(input);
    await user.type(input, "-3{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid positive number");
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe("category list descriptions (SPEC §9)", () => {
  it("cut at 50 characters with an ellipsis", () => {
    expect(truncate("short", 50)).toBe("short");
    expect(truncate("x".repeat(51), 50)).toBe(`${"x".repeat(50)}...`);
  });
});
