// The Municipality node (ISTAT/Belfiore reference data, table tcomnos), reached from suppliers' locations,
// workers' birthplaces and the autocomplete query.
import { builder } from "../../graphql/builder";
import { parseNodeId } from "../../lib/node-id";
import { referenceDataWhereForViewer } from "../../viewer";
import { municipalityLabel } from "../reference/municipality-label";

export const MunicipalityNode = builder.prismaNode("Municipality", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [referenceDataWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString("name"),
    province: t.exposeString("province"),
    istatCode: t.exposeString("istatCode", { nullable: true }),
    cadastralCode: t.exposeString("cadastralCode"),
    discontinued: t.exposeBoolean("discontinued"),
    // What the autocomplete and the forms show: "name (province)".
    label: t.string({
      select: { name: true, province: true },
      resolve: (municipality) => municipalityLabel(municipality),
    }),
  }),
});
