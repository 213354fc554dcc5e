// The first user of a supplier a customer registers: its administrator, at level 5, who sets a password from the
// invitation mail. The users module's inviteUser (user, single-use link, mail, audit, all in the caller's
// transaction) takes this over: until it is wired here, the user is created with a hash no password matches, so the
// administrator gets in through "Password dimenticata" (the same /reset link).
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { ValidationError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { DUMMY_PASSWORD_HASH } from "../auth/passwords";
import { PROCUREMENT_SUPPLIER_MESSAGES } from "../../../common/validation/procurements";

export type CompanyAdministratorInvitation = {
  supplierId: number;
  email: string;
  actor: Viewer;
  ip: string | null;
};

// Call it last in the registration's transaction: once it sends a mail, a failure must take everything back.
export async function inviteCompanyAdministrator(tx: Prisma.TransactionClient, deps: AppDeps, invitation: CompanyAdministratorInvitation): Promise<{ userId: number }> {
  const taken = await tx.user.findUnique({ where: { email: invitation.email }, select: { id: true } });
  if (taken) throw new ValidationError({ "newSupplier.email": [PROCUREMENT_SUPPLIER_MESSAGES.emailTaken] });
  const user = await tx.user.create({
    data: {
      kind: "SUPPLIER",
      email: invitation.email,
      passwordHash: DUMMY_PASSWORD_HASH,
      // The company's administrator: the highest level, which manages the company's users.
      userLevel: 5,
      supplierId: invitation.supplierId,
      active: true,
      createdAt: deps.now(),
    },
    select: { id: true },
  });
  return { userId: user.id };
}
