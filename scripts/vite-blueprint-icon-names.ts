// Blueprint's icon loader checks icon names against a table that @blueprintjs/icons builds when the page
// starts: for each of its ~700 icons, a PascalCase and a SNAKE_CASE name through change-case's regular
// expressions. That loop was the costliest code of the first load's script evaluation (tens of ms on a fast
// machine, four times that on Lighthouse's mobile profile). The table never changes for a given version, so
// the build writes it out as a literal, computed by the package's own CommonJS build: same names, same values.
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const ICON_NAMES_MODULE = "/@blueprintjs/icons/lib/esm/iconNames.js";

type IconNamesModule = { IconNames: Record<string, string>; IconNamesSet: Set<string> };

export function precomputedBlueprintIconNames(): Plugin {
  let root = process.cwd();
  return {
    name: "portal-blueprint-icon-names",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    transform(_code, id) {
      if (!id.endsWith(ICON_NAMES_MODULE)) return null;
      const require = createRequire(path.join(root, "package.json"));
      const { IconNames, IconNamesSet } = require("@blueprintjs/icons/lib/cjs/iconNames.js") as IconNamesModule;
      if (IconNamesSet.size === 0 || Object.keys(IconNames).length === 0) {
        throw new Error("@blueprintjs/icons: tabella dei nomi delle icone vuota, controllare la versione del pacchetto");
      }
      return {
        code: `export const IconNames = ${JSON.stringify(IconNames)};\nexport const IconNamesSet = new Set(Object.values(IconNames));\n`,
        map: null,
      };
    },
  };
}
