// The first user of a supplier a customer registers: its administrator, at level 5, invited by the users module
// (user, single-use link, audit record in the registration's transaction; the mail once it has committed). Names are
// unknown at registration: the administrator adds them later.
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { ValidationError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { inviteUser, type PendingInvitation } from "../users/invitation";
import { PROCUREMENT_SUPPLIER_MESSAGES } from "../../../common/validation/procurements";

export type CompanyAdministratorInvitation = {
  supplierId: number;
  email: string;
  actor: Viewer;
  ip: string | null;
};

// The caller sends the returned invitation with deliverInvitation after its transaction has committed.
export async function inviteCompanyAdministrator(
  tx: Prisma.TransactionClient,
  deps: AppDeps,
  invitation: CompanyAdministratorInvitation,
): Promise<{ userId: number; invitation: PendingInvitation }> {
  // Checked here too so that the registration form hears it on its own field.
  const taken = await tx.user.findUnique({ where: { email: invitation.email }, select: { id: true } });
  if (taken) throw new ValidationError({ "newSupplier.email": [PROCUREMENT_SUPPLIER_MESSAGES.emailTaken] });
  return inviteUser(tx, deps, {
    companyKind: "SUPPLIER",
    companyId: invitation.supplierId,
    email: invitation.email,
    // The company's administrator: the highest level, which manages the company's users.
    level: 5,
    actor: invitation.actor,
    ip: invitation.ip,
  });
}
