// What an integrator reads in the API's documentation (GraphiQL, introspection) for the compliance queries: from
// procurementCompliance, supplierCompliance, supplierComplianceOverview and workerCompliance, every field, argument
// and enum value it can reach has a description. The walk goes through object types, interfaces and enums, and
// stops at the paging internals (the Node interface, connections, edges, PageInfo), which are the Relay standard's.
import { getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLField, type GraphQLNamedType } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../../server/graphql/schema";

const COMPLIANCE_QUERIES = ["procurementCompliance", "supplierCompliance", "supplierComplianceOverview", "workerCompliance"];
const PAGING_INTERNALS = (type: GraphQLNamedType) => type.name === "Node" || type.name === "PageInfo" || /(Connection|Edge)$/.test(type.name);

// The names (Type.field, Type.field(argument), Enum.VALUE) without a description, and the types walked.
function undescribed(rootFields: readonly string[]): { missing: string[]; walked: Set<string> } {
  const missing: string[] = [];
  const walked = new Set<string>();
  const query = schema.getQueryType()!;
  const visitField = (owner: string, field: GraphQLField<unknown, unknown>) => {
    if (!field.description?.trim()) missing.push(`${owner}.${field.name}`);
    for (const arg of field.args) {
      if (!arg.description?.trim()) missing.push(`${owner}.${field.name}(${arg.name})`);
      visit(getNamedType(arg.type));
    }
    visit(getNamedType(field.type));
  };
  const visit = (type: GraphQLNamedType) => {
    if (walked.has(type.name) || PAGING_INTERNALS(type)) return;
    walked.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) visitField(type.name, field);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
    }
  };
  for (const name of rootFields) {
    const field = query.getFields()[name];
    if (!field) missing.push(`Query.${name} (non esiste)`);
    else visitField("Query", field);
  }
  return { missing, walked };
}

describe("descrizioni dello schema per gli integratori", () => {
  it("ogni campo, argomento e valore raggiungibile dalle query di conformità ha una descrizione", () => {
    const { missing, walked } = undescribed(COMPLIANCE_QUERIES);
    // The walk reaches what an integrator reads: the reasons, the lights, the supplier and the worker.
    for (const type of ["Procurement", "ProcurementSupplier", "ProcurementWorker", "SupplierCompliance", "ComplianceReason", "ComplianceReasonKind", "ComplianceState", "TrafficLight", "Supplier", "SupplierWorker"]) {
      expect(walked, type).toContain(type);
    }
    expect(missing, `Senza descrizione: ${missing.join(", ")}`).toEqual([]);
  });
});
