// Screen addresses with the spec's numeric ids, and the GraphQL ids behind them (issue 7, section 3).
import { describe, expect, it } from "vitest";
import {
  canonicalProcurementUrl,
  nodeIdOf,
  numericIdOf,
  procurementPath,
  procurementWorkerPath,
  readRouteId,
  supplierParam,
} from "./route-ids";

// The server's format (Pothos encodeGlobalID): base64 of "Type:id".
const serverId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString("base64");

describe("nodeIdOf / numericIdOf", () => {
  it("map a database id to the server's global id and back", () => {
    expect(nodeIdOf("Procurement", "12")).toBe(serverId("Procurement", 12));
    expect(nodeIdOf("Procurement", "12")).toBe("UHJvY3VyZW1lbnQ6MTI=");
    expect(numericIdOf("Procurement", serverId("Procurement", 12))).toBe("12");
    expect(numericIdOf("SupplierWorker", serverId("SupplierWorker", 40))).toBe("40");
  });
  it("refuse what is not an id of that type", () => {
    for (const text of ["", "0", "012", "-1", "1.5", "abc", "12345678901", "%%%"]) expect(nodeIdOf("Procurement", text)).toBeNull();
    expect(numericIdOf("Procurement", serverId("Supplier", 12))).toBeNull();
    expect(numericIdOf("Procurement", serverId("Procurement", "abc"))).toBeNull();
    expect(numericIdOf("Procurement", "not base64!")).toBeNull();
    expect(numericIdOf("Procurement", "12")).toBeNull();
  });
});

describe("readRouteId", () => {
  it("tells numeric ids, old opaque ids and nothing apart", () => {
    expect(readRouteId("Procurement", "12")).toEqual({ kind: "numeric", nodeId: serverId("Procurement", 12) });
    expect(readRouteId("Procurement", "UHJvY3VyZW1lbnQ6MTI=")).toEqual({ kind: "legacy", numericId: "12" });
    expect(readRouteId("Procurement", "xyz")).toEqual({ kind: "invalid" });
    expect(readRouteId("Procurement", undefined)).toEqual({ kind: "invalid" });
  });
});

describe("addresses", () => {
  it("build the spec's routes from global ids", () => {
    expect(procurementPath(serverId("Procurement", 12))).toBe("/procurement/12");
    expect(procurementPath(serverId("Procurement", 12), serverId("Supplier", 7))).toBe("/procurement/12?supplier=7");
    expect(procurementWorkerPath(serverId("Procurement", 12), serverId("SupplierWorker", 40))).toBe("/procurementworker/12/40");
    expect(supplierParam(serverId("Supplier", 7))).toBe("7");
  });

  it("rewrite an old opaque address to the numeric one, keeping the other parameters", () => {
    const url = (text: string) => new URL(text, "http://localhost");
    expect(canonicalProcurementUrl("UHJvY3VyZW1lbnQ6MTI=", url("/procurement/UHJvY3VyZW1lbnQ6MTI=?tab=documenti"))).toBe(
      "/procurement/12?tab=documenti",
    );
    expect(
      canonicalProcurementUrl("12", url(`/procurement/12?supplier=${encodeURIComponent(serverId("Supplier", 7))}&tab=documenti`)),
    ).toBe("/procurement/12?supplier=7&tab=documenti");
    expect(canonicalProcurementUrl("12", url("/procurement/12?supplier=7"))).toBeNull();
    expect(canonicalProcurementUrl("xyz", url("/procurement/xyz"))).toBeNull();
  });
});
