import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Text files worth compressing; source maps are left alone (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text file of the build, once, at
 * build time: the server's static plugin (`preCompressed`) sends the one the browser accepts,
 * with no compression work per request. Decision record 0011.
 */
function precompress(): Plugin {
  let outDir = "";
  const brotli = promisify(brotliCompress);
  const gzipFile = promisify(gzip);
  return {
    name: "placard:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      const compressFile = async (file: string) => {
        const full = path.join(outDir, file);
        const raw = await readFile(full);
        if (raw.length < MIN_COMPRESS_BYTES) return;
        const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
        const [br, gz] = await Promise.all([brotli(raw, { params }), gzipFile(raw, { level: 9 })]);
        // A compressed copy that saves next to nothing is not worth a second file.
        if (br.length < raw.length * 0.9) await writeFile(`${full}.br`, br);
        if (gz.length < raw.length * 0.9) await writeFile(`${full}.gz`, gz);
      };
      await Promise.all(files.map(compressFile));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
  build: {
    outDir: "dist",
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries the first page needs, apart from the app's own code: they change far less
          // often, so a new release leaves them cached. Libraries only lazy screens use stay with them.
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/,
              tags: ["$initial"],
              priority: 2,
            },
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    root,
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
  },
});
