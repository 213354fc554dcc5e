// GraphQL of the expiry reminders: whether the viewer receives them (User.expiryReminders, beside the other
// user fields) and the viewer's switch. Thin adapters over reminder-preferences.service.ts.
import { builder } from "../../graphql/builder";
import { ForbiddenError, UnauthenticatedError, ValidationError } from "../../lib/errors";

builder.prismaObjectField("User", "expiryReminders", (t) =>
  t.exposeBoolean("expiryReminders", { description: "Se l'utente riceve per mail i promemoria delle scadenze dei documenti (solo fornitori)" }),
);

const SetExpiryRemindersInput = builder.inputType("SetExpiryRemindersInput", {
  fields: (t) => ({ enabled: t.boolean({ required: true }) }),
});

builder.mutationField("setExpiryReminders", (t) =>
  t.prismaField({
    type: "User",
    description: "Attiva o disattiva i promemoria delle scadenze per l'utente che ha effettuato l'accesso",
    args: { input: t.arg({ type: SetExpiryRemindersInput, required: true }) },
    errors: {
      types: [ValidationError, UnauthenticatedError, ForbiddenError],
      result: { name: "SetExpiryRemindersSuccess" },
      union: { name: "SetExpiryRemindersResult" },
    },
    resolve: (query, _root, { input }, context) => context.services.reminderPreferences.setExpiryReminders(context.viewer, input, query, context.ip),
  }),
);
