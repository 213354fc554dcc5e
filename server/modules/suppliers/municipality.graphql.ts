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
    name: t.exposeString("name", { description: "Nome del comune" }),
    province: t.exposeString("province", { description: "Sigla della provincia" }),
    istatCode: t.exposeString("istatCode", { nullable: true, description: "Codice ISTAT" }),
    cadastralCode: t.exposeString("cadastralCode", { description: "Codice catastale (Belfiore), quello del codice fiscale" }),
    discontinued: t.exposeBoolean("discontinued", { description: "Comune soppresso (resta per i dati già inseriti)" }),
    // What the autocomplete and the forms show: "name (province)".
    label: t.string({
      description: "Come lo mostrano le schermate: «nome (provincia)»",
      select: { name: true, province: true },
      resolve: (municipality) => municipalityLabel(municipality),
    }),
  }),
});
