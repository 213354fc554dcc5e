// Renders public/icons/logo.svg into the PWA PNG icons with the system Chromium (run from the repo root: node scripts/generate-icons.mjs).
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const svg = readFileSync("public/icons/logo.svg", "utf8");
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
const icons = [
  { file: "icon-192.png", size: 192, background: "transparent", scale: 0.94 },
  { file: "icon-512.png", size: 512, background: "transparent", scale: 0.94 },
  // Maskable: full-bleed background, the mark inside the 80% safe circle.
  { file: "maskable-512.png", size: 512, background: "#eef3fa", scale: 0.6 },
  { file: "apple-touch-icon.png", size: 180, background: "#ffffff", scale: 0.8 },
  { file: "favicon-32.png", size: 32, background: "transparent", scale: 1 },
];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
  const inner = Math.round(icon.size * icon.scale);
  await page.setContent(`<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:flex;align-items:center;justify-content:center;background:${icon.background}">
    <img src="${dataUrl}" width="${inner}" height="${inner}"></body></html>`);
  await page.waitForFunction(() => document.images[0].complete);
  await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: icon.background === "transparent" });
  await page.close();
}
await browser.close();
console.log("ok");
