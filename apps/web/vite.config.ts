import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // The web app bundles the shared contracts from source.
      { find: /^@placard\/shared\/(.*)$/, replacement: path.join(root, "../../packages/shared/src/$1.ts") },
      { find: /^@\/(.*)$/, replacement: path.join(root, "src/$1") },
    ],
  },
  server: {
    // `npm run dev`: the API runs on PORT (3000), the UI on 5173 with /api proxied.
    proxy: { "/api": "http://localhost:3000", "/socket.io": { target: "http://localhost:3000", ws: true } },
  },
  build: { outDir: "dist", sourcemap: true },
  test: {
    name: "web",
    root,
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
  },
});
