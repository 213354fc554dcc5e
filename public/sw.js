// Service worker of the Portale Sicurezza Appalti: keeps the app shell so the portal opens offline.
// - /assets/* (hashed, immutable): cache first.
// - page navigations: network first, falling back to the cached shell (index.html).
// - /graphql and /api/*: never cached, never answered from a cache (live, per-user data).
// The build writes its id and asset list over the two placeholders (vite.config.ts).
const BUILD_ID = "__BUILD_ID__";
const PRECACHE_ASSETS = ["__PRECACHE_ASSETS__"];
const CACHE = `psa-shell-${BUILD_ID}`;
const SHELL = "/index.html";
const STATIC_FILES = [SHELL, "/manifest.webmanifest", "/icons/logo.svg", "/icons/icon-192.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const assets = PRECACHE_ASSETS.filter((file) => file.startsWith("/assets/"));
      await cache.addAll([...STATIC_FILES, ...assets]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith("psa-shell-") && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

function isLiveData(url) {
  return url.pathname === "/graphql" || url.pathname.startsWith("/graphql/") || url.pathname.startsWith("/api/");
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirstNavigation(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Every route of the single-page app answers index.html: keep the newest as the offline shell.
    if (response.ok && (response.headers.get("content-type") ?? "").includes("text/html")) {
      await cache.put(SHELL, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isLiveData(url)) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirstNavigation(request));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (STATIC_FILES.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
  }
});
