// A new user of a company and the mail that gives them their first access: the /forgot flow's mail with a
// /reset/{mail}/{token} link (single-use, stored as a hash like a reset's, valid INVITATION_TTL_HOURS). Used by the
// "Utenti" screen, by `npm run create-customer`, by the registration of a new supplier (its administrator) and by a
// supplier giving one of its workers the worker area.
//
// Two steps: inviteUser (or prepareInvitation) writes the user, the link, the audit record and the mail (into the mail
// outbox, modules/mail-outbox) within the caller's transaction; deliverInvitation sends it once that transaction has
// committed. A registration rolled back after this step leaves no mail with a link to nothing, and a mail server that
// does not answer loses no invitation: the portal's rounds send it when the server is back.
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { NotFoundError, parseInput, ValidationError } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/unique-violation";
import type { Viewer } from "../../viewer";
import { recordAudit } from "../audit/audit.service";
import { deliverPendingMail, enqueueMail } from "../mail-outbox/mail-outbox";
import { DUMMY_PASSWORD_HASH } from "../auth/passwords";
import { resetLink, resetPasswordMail } from "../auth/reset-mail";
import { inviteUserSchema, USER_MESSAGES } from "../../../common/validation/users";

export type CompanyKind = "CUSTOMER" | "SUPPLIER";

export type InviteUserRequest = {
  companyKind: CompanyKind;
  companyId: number;
  email: string;
  // Unknown for a supplier's administrator registered by a customer: the user adds them later.
  firstName?: string | null;
  lastName?: string | null;
  level: number;
  // Who invites (the audit trail's actor); null with actorLabel for an operator's script.
  actor: Viewer | null;
  actorLabel?: string;
  ip?: string | null;
};

const HOUR = 60 * 60_000;

// The invitation mail, in the outbox, ready to leave once the caller's transaction has committed.
export type PendingInvitation = { userId: number; mailId: number };

const requestSchema = inviteUserSchema.extend({
  firstName: inviteUserSchema.shape.firstName.nullish(),
  lastName: inviteUserSchema.shape.lastName.nullish(),
});

// The invited user's hash: the one of a random password nobody knows, so signing in before the link is used fails
// exactly as a wrong password does (same scrypt cost, same answer).
const NOBODY_KNOWS_HASH = DUMMY_PASSWORD_HASH;

// Creates the user and its link and records the invitation within `tx`; the caller passes the returned invitation to
// deliverInvitation after the commit. The address must be free (422 on `email` otherwise; two invitations of one
// address at the same moment: see isEmailTaken).
export async function inviteUser(tx: Prisma.TransactionClient, deps: AppDeps, request: InviteUserRequest): Promise<{ userId: number; invitation: PendingInvitation }> {
  const { email, firstName, lastName, level } = parseInput(requestSchema, {
    email: request.email,
    firstName: request.firstName ?? null,
    lastName: request.lastName ?? null,
    level: request.level,
  });
  const companyId = z.number().int().positive().parse(request.companyId);
  const company =
    request.companyKind === "CUSTOMER"
      ? await tx.customer.findUnique({ where: { id: companyId }, select: { companyName: true } })
      : await tx.supplier.findUnique({ where: { id: companyId }, select: { companyName: true } });
  if (!company) throw new NotFoundError(request.companyKind === "CUSTOMER" ? "Committente non trovato" : "Fornitore non trovato");
  if (await tx.user.findUnique({ where: { email }, select: { id: true } })) throw new ValidationError({ email: [USER_MESSAGES.emailTaken] });

  const now = deps.now();
  const user = await tx.user.create({
    data: {
      kind: request.companyKind,
      email,
      passwordHash: NOBODY_KNOWS_HASH,
      userLevel: level,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
      active: true,
      ...(request.companyKind === "CUSTOMER" ? { customerId: companyId } : { supplierId: companyId }),
      createdAt: now,
    },
    select: { id: true },
  });
  const invitation = await prepareInvitation(tx, deps, { userId: user.id, email, companyName: company.companyName, ip: request.ip ?? null, now });
  await recordAudit(tx, {
    actor: request.actor,
    actorLabel: request.actorLabel,
    action: "user.invited",
    entityType: "User",
    entityId: user.id,
    after: { email, kind: request.companyKind, companyId, userLevel: level, firstName: firstName ?? null, lastName: lastName ?? null },
    ip: request.ip ?? null,
    occurredAt: now,
  });
  return { userId: user.id, invitation };
}

// A link for the user and the mail that carries it, both stored within `tx` (the mail sent by deliverInvitation).
export async function prepareInvitation(
  tx: Prisma.TransactionClient,
  deps: AppDeps,
  target: { userId: number; email: string; companyName: string; ip: string | null; now: Date },
): Promise<PendingInvitation> {
  const token = randomBytes(32).toString("base64url");
  const ttlHours = deps.config.invitationTtlHours;
  await tx.passwordResetToken.create({
    data: {
      userId: target.userId,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(target.now.getTime() + ttlHours * HOUR),
      requestedIp: target.ip,
      createdAt: target.now,
    },
  });
  const link = resetLink(deps.config.publicUrl, target.email, token);
  const mail = resetPasswordMail({ to: target.email, link, validMinutes: ttlHours * 60, invitation: { companyName: target.companyName, publicUrl: deps.config.publicUrl } });
  const mailId = await enqueueMail(tx, { ...mail, recipients: [target.email] });
  return { userId: target.userId, mailId };
}

// Sends a committed invitation's mail (with whatever else waits in the outbox) and says whether it left. One that did
// not stays in the outbox for the portal's next rounds: the access is there, and the mail follows; meanwhile the
// /forgot flow can send the invitee a new link.
export async function deliverInvitation(deps: AppDeps, invitation: PendingInvitation): Promise<boolean> {
  await deliverPendingMail(deps).catch((error: unknown) =>
    deps.logger.warn("Invio della mail di invito non riuscito: riprovato al prossimo giro", { userId: invitation.userId, error: String(error) }),
  );
  const row = await deps.prisma.mailOutbox.findUnique({ where: { id: invitation.mailId }, select: { sentAt: true } });
  return row?.sentAt != null;
}

// Two invitations of one address at the same moment both find it free; the unique index then refuses the second,
// which must hear what the first check would have told it.
export function isEmailTaken(error: unknown): boolean {
  return isUniqueViolation(error, "email");
}
