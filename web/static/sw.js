// The service worker: every file of one build, kept in one cache named by the build's hash.
// web/build.py fills in CACHE and FILES.  A new build installs into a new cache, whole or not at
// all; it serves once no page of the old one is open (or the page asks, "skip-waiting"), and then
// the old cache is dropped: a page is always served by one build, never a mix.

const CACHE = "__CACHE__";
const FILES = "__FILES__";
const PREFIX = "mcr-site-";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: "reload" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const kept = await cache.match(request, { ignoreSearch: true });
      if (kept) return kept;
      if (request.mode === "navigate") {
        const page = await cache.match("./");
        if (page) return page;
      }
      return fetch(request);
    }),
  );
});
