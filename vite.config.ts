// Vite builds the React client into dist/client, which the server serves (server/app.ts serveClient).
// babel-plugin-relay turns the graphql`` tags into imports of client/__generated__ artifacts; the
// service worker (public/sw.js) gets this build's id and asset list written into it after the build.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import type { OutputAsset, OutputChunk } from "rollup";

const OUT_DIR = "dist/client";
const SERVER = process.env.DEV_SERVER_URL ?? "http://127.0.0.1:3000";

// Blueprint's string-name icon loader emits chunks with every icon's paths; the client renders icon
// components instead, so those chunks are never requested and are not worth a place in the cache.
function isUnusedIconChunk(output: OutputAsset | OutputChunk): boolean {
  return output.type === "chunk" && output.moduleIds.length > 0 && output.moduleIds.every((id) => id.includes("@blueprintjs/icons/"));
}

// Replaces the placeholders of dist/client/sw.js with the build id and the files of the app shell.
function serviceWorkerManifest(): Plugin {
  let files: string[] = [];
  return {
    name: "portal-service-worker-manifest",
    apply: "build",
    generateBundle(_options, bundle) {
      files = Object.entries(bundle)
        .filter(([file, output]) => file.startsWith("assets/") && !file.endsWith(".map") && !isUnusedIconChunk(output))
        .map(([file]) => `/${file}`)
        .sort();
    },
    async writeBundle(options) {
      const target = path.join(options.dir ?? OUT_DIR, "sw.js");
      const source = await readFile(target, "utf8");
      // Asset names carry content hashes, so their list identifies the build.
      const buildId = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
      await writeFile(
        target,
        source
          .replace('"__BUILD_ID__"', JSON.stringify(buildId))
          .replace('["__PRECACHE_ASSETS__"]', JSON.stringify(files)),
      );
    },
  };
}

export default defineConfig({
  plugins: [react({ babel: { plugins: ["relay"] } }), serviceWorkerManifest()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // React, Relay and the router change rarely: one long-cached chunk for them.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|relay-runtime|react-relay)\//.test(id)) {
            return "framework";
          }
          // The form stack is only needed by the screens with forms.
          if (/node_modules\/(zod|react-hook-form|@hookform)\//.test(id)) return "forms";
          return undefined;
        },
      },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless and repeated on every build.
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("node_modules/zod/")) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/graphql": { target: SERVER, changeOrigin: false },
      "/api": { target: SERVER, changeOrigin: false },
    },
    watch: { ignored: ["**/data/**", "**/dist/**", "**/server/**", "**/test-results/**", "**/prisma/**"] },
  },
  preview: { port: 4173 },
});
