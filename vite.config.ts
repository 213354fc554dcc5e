// Vite builds the React client into dist/client, which the server serves (server/http/static-client.ts).
// babel-plugin-relay turns the graphql`` tags into imports of client/__generated__ artifacts. Every text
// file gets brotli and gzip twins for the server to send as they are; Workbox writes the service worker.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { pruneBlueprintCss } from "./scripts/vite-blueprint-css";
import { precomputedBlueprintIconNames } from "./scripts/vite-blueprint-icon-names";
import { deferredStylesheet } from "./scripts/vite-deferred-stylesheet";
import { serviceWorker } from "./scripts/vite-service-worker";

const OUT_DIR = "dist/client";
const SERVER = process.env.DEV_SERVER_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ["relay"] } }),
    precomputedBlueprintIconNames(),
    deferredStylesheet(),
    compression({
      algorithms: ["brotliCompress", "gzip"],
      include: /\.(html|js|css|json|svg|webmanifest)$/,
      logLevel: "silent",
    }),
    serviceWorker(),
  ],
  css: { postcss: { plugins: [pruneBlueprintCss()] } },
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
