import { buildSchema, getNamedType, isObjectType, isInterfaceType, isEnumType, type GraphQLNamedType } from "graphql";
import { readFileSync } from "node:fs";
const schema = buildSchema(readFileSync("schema.graphql", "utf8"));
const roots = ["procurementCompliance", "supplierCompliance", "supplierComplianceOverview", "workerCompliance"];
const q = schema.getQueryType()!;
const missing: string[] = [];
const seen = new Set<string>();
const rootTypes = new Set(roots.map((r) => getNamedType(q.getFields()[r]!.type).name));
const isNode = (t: GraphQLNamedType) => isObjectType(t) && t.getInterfaces().some((i) => i.name === "Node");
const visit = (type: GraphQLNamedType) => {
  if (seen.has(type.name) || /(Connection|Edge)$|^PageInfo$|^Node$/.test(type.name)) return;
  if (isNode(type) && !rootTypes.has(type.name)) return;
  seen.add(type.name);
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const f of Object.values(type.getFields())) {
      if (!f.description) missing.push(`${type.name}.${f.name}`);
      for (const a of f.args) { if (!a.description) missing.push(`${type.name}.${f.name}(${a.name})`); visit(getNamedType(a.type)); }
      visit(getNamedType(f.type));
    }
  } else if (isEnumType(type)) { for (const v of type.getValues()) if (!v.description) missing.push(`${type.name}.${v.name}`); }
};
for (const r of roots) { const f = q.getFields()[r]!; if (!f.description) missing.push(`Query.${r}`); for (const a of f.args) if (!a.description) missing.push(`Query.${r}(${a.name})`); visit(getNamedType(f.type)); }
console.log([...seen].join(" "));
console.log(missing.length); console.log(missing.join("\n"));
