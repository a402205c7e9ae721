import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client";
import { ApiError } from "./api-error";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe("api client", () => {
  it("returns the parsed body of a success", async () => {
    answer(200, { status: "ok" });
    await expect(api.get("/api/health")).resolves.toEqual({ status: "ok" });
  });

  it("turns the API's error shape into a typed ApiError with field errors", async () => {
    answer(400, {
      error: "validation_failed",
      message: "Some fields are not valid.",
      details: { fields: { name: ["Required"] } },
    });
    const error = await api.post("/api/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "validation_failed", message: "Some fields are not valid." });
    expect((error as ApiError).fieldErrors).toEqual({ name: ["Required"] });
  });

  it("keeps the message of a foreign error body, and explains a network failure", async () => {
    answer(502, { message: "Bad gateway" });
    await expect(api.get("/api/x")).rejects.toMatchObject({ code: "internal", message: "Bad gateway" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(api.get("/api/x")).rejects.toMatchObject({ code: "network", status: 0 });
  });
});
