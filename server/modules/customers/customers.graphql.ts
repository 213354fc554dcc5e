// The Customer node: the company card a customer user sees on /home. Visibility is the service's rule.
import { builder } from "../../graphql/builder";
import { parseNodeId } from "../../lib/node-id";
import { customerWhereForViewer } from "./customers.service";
import "../suppliers/municipality.graphql";

export const CustomerNode = builder.prismaNode("Customer", {
  id: { field: "id" },
  // A customer the viewer may not see answers null through node(id), exactly like a missing one.
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [customerWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    companyName: t.exposeString("companyName", { description: "Ragione sociale del committente" }),
    vatNumber: t.exposeString("vatNumber", { nullable: true, description: "Partita IVA del committente" }),
    phone: t.exposeString("phone", { nullable: true, description: "Telefono" }),
    email: t.exposeString("email", { nullable: true, description: "Indirizzo email" }),
    address: t.exposeString("address", { nullable: true, description: "Indirizzo della sede" }),
    municipality: t.relation("municipality", { nullable: true, description: "Comune della sede" }),
  }),
});
