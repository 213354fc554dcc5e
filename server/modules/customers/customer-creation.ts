// A new customer company with its first level-5 user, who receives the access mail (`npm run create-customer`,
// directly on the database or through the running portal's local administration endpoint). The Partita IVA is
// checked with its check digit and never registered twice.
import { createCustomerSchema, USER_MESSAGES, type CreateCustomerInput } from "../../../common/validation/users";
import type { AppDeps } from "../../deps";
import { parseInput, ValidationError } from "../../lib/errors";
import { recordAudit } from "../audit/audit.service";
import { deliverInvitation, inviteUser, isEmailTaken, type PendingInvitation } from "../users/invitation";
import { copyPortalCatalogue } from "../requirements/requirement-rows";

export const OPERATOR_LABEL = "operatore (npm run create-customer)";

// mailSent: whether the access mail has left; one that has not stays in the mail outbox and leaves at the portal's
// next round (at its next start, for a database the script opened itself).
export type CreatedCustomer = { customerId: number; userId: number; companyName: string; email: string; mailSent: boolean };

export async function createCustomerWithAdministrator(deps: AppDeps, raw: CreateCustomerInput | unknown): Promise<CreatedCustomer> {
  const input = parseInput(createCustomerSchema, raw);
  let created: Omit<CreatedCustomer, "mailSent"> & { invitation: PendingInvitation };
  try {
    created = await deps.prisma.$transaction(async (tx) => {
      // Two creations of the same Partita IVA at once: the second waits here and then finds the first.
      await tx.$executeRaw`LOCK TABLE customers IN SHARE ROW EXCLUSIVE MODE`;
      const taken = await tx.customer.findFirst({ where: { vatNumber: input.vatNumber }, select: { id: true } });
      if (taken) throw new ValidationError({ vatNumber: [USER_MESSAGES.vatNumberTaken] });
      const now = deps.now();
      const customer = await tx.customer.create({
        data: { companyName: input.name, vatNumber: input.vatNumber, email: input.email },
        select: { id: true, companyName: true, vatNumber: true },
      });
      await recordAudit(tx, {
        actor: null, actorLabel: OPERATOR_LABEL, action: "customer.created", entityType: "Customer", entityId: customer.id,
        after: { companyName: customer.companyName, vatNumber: customer.vatNumber }, occurredAt: now,
      });
      // Its catalogue of what it may ask of suppliers starts as the portal's list; its level-5 users edit it.
      await copyPortalCatalogue(tx, customer.id);
      const { userId, invitation } = await inviteUser(tx, deps, {
        companyKind: "CUSTOMER", companyId: customer.id, email: input.email, firstName: input.firstName, lastName: input.lastName,
        level: 5, actor: null, actorLabel: OPERATOR_LABEL,
      });
      return { customerId: customer.id, userId, companyName: customer.companyName, email: input.email, invitation };
    }, { timeout: 30_000 });
  } catch (error) {
    if (isEmailTaken(error)) throw new ValidationError({ email: [USER_MESSAGES.emailTaken] });
    throw error;
  }
  const { invitation, ...customer } = created;
  return { ...customer, mailSent: await deliverInvitation(deps, invitation) };
}
