// Blueprint's stylesheet is the one render-blocking file of the first load (560 KB, 35 KB brotli). Two parts
// of it can never apply in this portal, so the client build leaves them out (a third of the file, 10 KB
// brotli, and fewer rules to match on every style recalculation):
// - the dark theme: selectors under `.bp6-dark`, a class the portal never sets (Blueprint's popovers add it
//   only inside a dark parent);
// - the icon font's glyphs, `.bp6-icon-<name>::before { content: "\f109" }`: the portal draws icons as SVG
//   components, the icon font is not loaded, and Blueprint itself blanks ::before on an icon with an SVG.
import type { AcceptedPlugin, Rule } from "postcss";

// Anywhere in a selector: on the element itself or on an ancestor, the class is never there. (Blueprint
// never writes it inside :not().)
const DARK_THEME = /\.bp6-dark(?![\w-])/;
const ICON_FONT_GLYPH = /^\.bp6-icon-[a-z0-9-]+::?before$/;

function isDeadSelector(selector: string): boolean {
  const trimmed = selector.trim();
  return DARK_THEME.test(trimmed) || ICON_FONT_GLYPH.test(trimmed);
}

function pruneRule(rule: Rule): void {
  const kept = rule.selectors.filter((selector) => !isDeadSelector(selector));
  if (kept.length === 0) rule.remove();
  else if (kept.length !== rule.selectors.length) rule.selectors = kept;
}

export function pruneBlueprintCss(): AcceptedPlugin {
  return {
    postcssPlugin: "portal-prune-blueprint-css",
    Once(root) {
      if (!root.source?.input.file?.includes("/node_modules/@blueprintjs/")) return;
      root.walkRules(pruneRule);
      // A media query left with no rules would only add bytes.
      root.walkAtRules((atRule) => {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
      });
    },
  };
}
