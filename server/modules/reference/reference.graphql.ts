// Reference data queries: the municipality autocomplete (spec section 5). The Municipality node itself
// lives in suppliers/municipality.graphql.ts, beside the suppliers and workers that point at it.
import { builder } from "../../graphql/builder";
import { MUNICIPALITY_SEARCH_DEFAULT_LIMIT } from "./reference.service";
import "../suppliers/municipality.graphql";

builder.queryField("municipalities", (t) =>
  t.prismaField({
    type: ["Municipality"],
    description:
      "Comuni in vigore il cui nome contiene il testo (almeno 3 caratteri, maiuscole e minuscole indifferenti); prima quelli che iniziano con il testo",
    args: {
      search: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: MUNICIPALITY_SEARCH_DEFAULT_LIMIT }),
    },
    resolve: (query, _root, args, context) =>
      context.services.reference.searchMunicipalities(context.viewer, { search: args.search, limit: args.first }, query),
  }),
);
