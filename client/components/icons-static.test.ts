// Blueprint draws an icon given by name ("calendar") only after fetching the paths of every icon it has
// (about 80 KB compressed, loaded on the first screen that names one), which alone broke the phone's
// first-load budget of /medicine. An icon given as its component ships just its own paths.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const CLIENT = path.resolve(import.meta.dirname, "..");
const ICON_BY_NAME = /\b(?:icon|leftIcon|rightIcon)\s*=\s*(?:"[^"]*"|\{\s*"[^"]*"\s*\})/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === "__generated__") return [];
    if (statSync(full).isDirectory()) return sources(full);
    return full.endsWith(".tsx") ? [full] : [];
  });
}

test("le icone si usano come componenti (CalendarIcon), mai per nome", () => {
  const byName = sources(CLIENT).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(ICON_BY_NAME)].map((match) => `${path.relative(CLIENT, file)}: ${match[0]}`),
  );
  expect(byName).toEqual([]);
});
