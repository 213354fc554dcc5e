import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@blueprintjs/core/lib/css/blueprint.css";
import "./styles.css";
import { App } from "./App";
import { getLanguage, htmlLang } from "./i18n/i18n";
import { applyPreloadedStylesheets } from "./lib/stylesheets";

document.documentElement.lang = htmlLang(getLanguage());

const container = document.getElementById("root");
if (!container) throw new Error("Elemento #root mancante in index.html");
// The splash in index.html stays until the app's stylesheet applies.
void applyPreloadedStylesheets().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The service worker only in production builds: in development it would serve stale modules.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("Service worker non registrato", error));
  });
}
