// npm start builds only when it must (scripts/build-freshness.ts): a checkout with no build, a build missing
// an output, or a source edited after the last build. An untouched build starts as it is.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_MARKER, staleBuildReason } from "../../scripts/build-freshness";

const HOUR_MS = 3_600_000;

describe("npm start: compilare solo se serve", () => {
  let root: string;
  const write = (file: string, ageHours: number) => {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file);
    const time = new Date(Date.now() - ageHours * HOUR_MS);
    utimesSync(target, time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "portal-freshness-"));
    // Sources two hours old, a build one hour old.
    for (const source of ["client/main.tsx", "common/validation/auth.ts", "public/manifest.webmanifest", "index.html", "vite.config.ts", "schema.graphql", "prisma/schema.prisma", "server/modules/suppliers/suppliers.graphql.ts"]) {
      write(source, 2);
    }
    for (const output of ["dist/client/index.html", "server/generated/prisma/client.ts", BUILD_MARKER]) write(output, 1);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("una compilazione più recente dei sorgenti si avvia così com'è", () => {
    expect(staleBuildReason(root)).toBeNull();
    // A server file outside the GraphQL schema does not change what the build makes.
    write("server/modules/suppliers/suppliers.service.ts", 0);
    expect(staleBuildReason(root)).toBeNull();
  });

  it("senza compilazione, o senza il client Prisma generato, compila", () => {
    rmSync(path.join(root, "dist"), { recursive: true });
    expect(staleBuildReason(root)).toBe("manca dist/client/index.html");
    write("dist/client/index.html", 1);
    write(BUILD_MARKER, 1);
    rmSync(path.join(root, "server/generated"), { recursive: true });
    expect(staleBuildReason(root)).toBe("manca server/generated/prisma/client.ts");
  });

  it.each(["client/features/auth/LoginPage.tsx", "common/validation/auth.ts", "prisma/schema.prisma", "server/modules/suppliers/suppliers.graphql.ts", "vite.config.ts"])(
    "un sorgente modificato dopo la compilazione (%s) la rifà",
    (source) => {
      write(source, 0);
      expect(staleBuildReason(root)).toBe(`${source} è più recente della compilazione`);
    },
  );
});
