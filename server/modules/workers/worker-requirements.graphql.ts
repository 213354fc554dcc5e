// The qualification flags as GraphQL input, and getRelativeDocument: the fitness categories the flags
// given would require of a worker of the supplier on the procurement (the read-only "Idoneità richieste ai
// Lavoratori" of the add/edit dialog, recomputed on every flag change). The rule is the service's.
import { QUALIFICATION_FLAGS, SPECIAL_CUSTOMER_FORCED_OFF_FLAGS, SPECIAL_CUSTOMER_ID } from "../../../common/reference-lists";
import { builder } from "../../graphql/builder";
import { databaseIdOf, optionalDatabaseIdOf } from "../../lib/node-id";

export const QualificationFlagsInput = builder.inputType("QualificationFlagsInput", {
  fields: (t) => Object.fromEntries(QUALIFICATION_FLAGS.map((flag) => [flag.field, t.boolean({ description: flag.label })])),
});

// Only the flags given: an absent flag is "not set", as the two facades send them.
export const flagsFrom = (flags: Record<string, boolean | null | undefined> | null | undefined) =>
  Object.fromEntries(Object.entries(flags ?? {}).filter(([, value]) => value !== null && value !== undefined));

const RequiredWorkerCategory = builder.objectRef<{ code: string; label: string }>("RequiredWorkerCategory").implement({
  fields: (t) => ({ code: t.exposeString("code"), label: t.exposeString("label") }),
});

builder.queryField("requiredWorkerCategories", (t) =>
  t.field({
    type: [RequiredWorkerCategory],
    description: "getRelativeDocument: le idoneità richieste ai lavoratori del fornitore nell'appalto con queste qualifiche",
    args: {
      procurementId: t.arg.id({ required: true }),
      supplierId: t.arg.id({ description: "Per il committente: il fornitore; per il fornitore: il proprio" }),
      flags: t.arg({ type: QualificationFlagsInput }),
    },
    resolve: (_root, args, context) =>
      context.services.procurementWorkers.relativeDocuments(context.viewer, {
        procurementId: databaseIdOf(args.procurementId, "Procurement"),
        supplierId: optionalDatabaseIdOf(args.supplierId, "Supplier"),
        ...flagsFrom(args.flags),
      }),
  }),
);

// The flags the procurement's customer never allows (spec section 5, customer 3336): the dialog shows them
// disabled and off; the service refuses them whatever the screen sends.
builder.prismaObjectField("Procurement", "forcedOffQualificationFlags", (t) =>
  t.field({
    type: ["String"],
    description: "Qualifiche non previste dal committente: disabilitate e sempre spente (campi di QualificationFlagsInput)",
    select: { customerId: true },
    resolve: (procurement) => (procurement.customerId === SPECIAL_CUSTOMER_ID ? [...SPECIAL_CUSTOMER_FORCED_OFF_FLAGS] : []),
  }),
);
