// The built page preloads the app's stylesheet rather than blocking its first paint on it
// (scripts/vite-deferred-stylesheet.ts). Applies every preloaded stylesheet and settles when all have loaded, so the
// app renders styled; a stylesheet that fails to load does not keep the app from rendering. In development Vite
// injects the styles itself and there is nothing to wait for.
export function applyPreloadedStylesheets(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const stylesheet = document.createElement("link");
          stylesheet.rel = "stylesheet";
          // The same request mode as the preload, or the browser would download the file again.
          if (preload.crossOrigin !== null) stylesheet.crossOrigin = preload.crossOrigin;
          stylesheet.href = preload.href;
          stylesheet.addEventListener("load", () => resolve());
          stylesheet.addEventListener("error", () => resolve());
          preload.after(stylesheet);
        }),
    ),
  ).then(() => undefined);
}
