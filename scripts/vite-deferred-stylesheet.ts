// The built index.html asks for the app's stylesheet as a preload instead of a render-blocking <link
// rel="stylesheet">: the download starts as early as before, but the splash (styled inline in index.html) paints
// at once rather than after the stylesheet, which on a slow phone arrived only after most of the scripts sharing
// the line with it (Lighthouse: first paint of /home 2.4 s). client/lib/stylesheets.ts turns the preload into a
// stylesheet and the app renders once it applies, so no screen ever shows unstyled.
import type { Plugin } from "vite";

const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

export function deferredStylesheet(): Plugin {
  return {
    name: "portal-deferred-stylesheet",
    apply: "build",
    transformIndexHtml: {
      // After Vite has written its own tags into the page.
      order: "post",
      handler(html) {
        const deferred = html.replace(STYLESHEET_LINK, '<link rel="preload" as="style"$1 href="$2">');
        if (deferred === html) throw new Error("index.html: nessun foglio di stile da caricare in anticipo");
        return deferred;
      },
    },
  };
}
