import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import "../../../../scripts/fail-on-console-error.ts";

// jsdom has no layout: scrolling is a no-op there (React Router's ScrollRestoration calls it).
window.scrollTo = () => {};

afterEach(() => cleanup());
