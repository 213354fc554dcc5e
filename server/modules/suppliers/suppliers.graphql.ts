// The Supplier node: the company card of /home. Visibility is the supplier service's rule.
import { builder } from "../../graphql/builder";
import { parseNodeId } from "../../lib/node-id";
import { supplierWhereForViewer } from "./suppliers.service";
import "./municipality.graphql";

export const SupplierNode = builder.prismaNode("Supplier", {
  id: { field: "id" },
  // A supplier the viewer may not see answers null through node(id), exactly like a missing one.
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [supplierWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    companyName: t.exposeString("companyName"),
    phone: t.exposeString("phone", { nullable: true }),
    email: t.exposeString("email", { nullable: true }),
    address: t.exposeString("address", { nullable: true }),
    municipality: t.relation("municipality", { nullable: true }),
  }),
});
