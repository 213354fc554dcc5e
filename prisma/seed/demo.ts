// Demo data: two customers (one with the special id 3336), five suppliers, four procurements and every
// document state the portal shows, with real PDFs behind every file. Loaded in one transaction, so a
// failure leaves an empty database (and no stray files) and the next start simply tries again.
import { recordComplianceHistory } from "../../server/modules/compliance/compliance-history";
import type { AppDeps } from "../../server/deps";
import type { PrismaClient } from "../../server/generated/prisma/client";
import type { UserKind } from "../../server/generated/prisma/enums";
import { hashPassword } from "../../server/modules/auth/passwords";
import { createSeedContext, type SeedContext } from "./demo-context";
import { copyPortalCatalogue } from "../../server/modules/requirements/requirement-rows";
import { CUSTOMER_CADASTRAL_CODES, SIGN_IN_WORKER, seedCustomers, type DemoCustomers } from "./demo-customers";
import { seedElementsAndSubstances } from "./demo-elements";
import { seedProcurementWorkers } from "./demo-procurement-workers";
import { seedProcurements } from "./demo-procurements";
import { seedRequiredDocuments } from "./demo-required-documents";
import { SUPPLIER_CADASTRAL_CODES, seedSupplierDocuments, seedSuppliers, type DemoSuppliers, type SupplierKey } from "./demo-suppliers";
import { seedWorkerArea } from "./demo-worker-area";

export const DEMO_PASSWORD = "Portale2026!";

export const DEMO_SIGN_INS: { email: string; description: string }[] = [
  { email: "fornitore@esempio.it", description: "Fornitore, livello 5 - Edil Costruzioni Lombarde S.r.l. (tutte le funzioni)" },
  { email: "fornitore.base@esempio.it", description: "Fornitore, livello 1 - Edil Costruzioni Lombarde S.r.l. (consultazione e caricamento)" },
  { email: "fornitore.consultazione@esempio.it", description: "Fornitore, livello 1 - Edil Costruzioni Lombarde S.r.l. (come sopra; le prove nel browser cambiano la password dell'altro)" },
  { email: "subappaltatore@esempio.it", description: "Fornitore, livello 5 - Impianti Elettrici Rossi & Figli S.n.c. (subappaltatore)" },
  { email: "clima@esempio.it", description: "Fornitore, livello 5 - Clima Tecnica Impianti S.r.l. (macchine e attrezzature approvate documento per documento)" },
  { email: "committente@esempio.it", description: "Committente, livello 5 - Officine Meccaniche Brianzole S.p.A. (approva i documenti)" },
  { email: "lavoratore@esempio.it", description: `Lavoratore - ${SIGN_IN_WORKER.firstName} ${SIGN_IN_WORKER.lastName} (visite mediche e formazione)` },
];

// A large seed on PGlite's single connection takes a few seconds; Prisma's default 5 s is too tight.
const TRANSACTION_TIMEOUT_MS = 120_000;

// Printed at start and after `npm run seed`, so whoever runs the portal knows how to sign in.
export function printDemoSignIns(): void {
  console.log(`\nAccessi dimostrativi (password ${DEMO_PASSWORD}):`);
  for (const signIn of DEMO_SIGN_INS) console.log(`  ${signIn.email.padEnd(28)} ${signIn.description}`);
  console.log("");
}

// Whether the demo's sign-ins exist: a database started with `npm run create-customer` has a real customer and no demo.
export async function hasDemoSignIns(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.user.count({ where: { email: DEMO_SIGN_INS[0]!.email } })) > 0;
}

export async function isDemoSeedNeeded(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.user.count()) === 0;
}

export async function seedDemoData(deps: AppDeps): Promise<void> {
  const startedAt = performance.now();
  // Hashed once. scrypt is deliberately slow and runs on libuv's thread pool, so it is started now and
  // awaited only when the users are created, overlapping the database work before it.
  const passwordHash = hashPassword(DEMO_PASSWORD);
  passwordHash.catch(() => undefined); // awaited later; this only keeps an early failure from being unhandled
  let context: SeedContext | undefined;
  try {
    await deps.prisma.$transaction(
      async (tx) => {
        context = await createSeedContext(tx, deps.storage, deps.now(), [...CUSTOMER_CADASTRAL_CODES, ...SUPPLIER_CADASTRAL_CODES]);
        await seedEverything(context, passwordHash);
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_TIMEOUT_MS },
    );
  } catch (error) {
    await Promise.all((context?.writtenFiles ?? []).map((file) => deps.storage.remove(file).catch(() => undefined)));
    throw error;
  }
  deps.logger.info("Caricamento dei dati dimostrativi completato", {
    file: context?.writtenFiles.length ?? 0,
    secondi: Number(((performance.now() - startedAt) / 1000).toFixed(2)),
  });
}

async function seedEverything(ctx: SeedContext, passwordHash: Promise<string>): Promise<void> {
  const customers = await seedCustomers(ctx);
  // Each customer's catalogue of document categories, copied from the portal's list as for a new customer.
  for (const customer of [customers.main, customers.special]) await copyPortalCatalogue(ctx.tx, customer.id);
  const suppliers = await seedSuppliers(ctx, customers.main.id);
  const users = await seedUsers(ctx, customers, suppliers, passwordHash);
  await seedSupplierDocuments(ctx, suppliers, users.uploaderBySupplier);
  const procurements = await seedProcurements(ctx, customers, suppliers, users.customerUserId);
  await seedRequiredDocuments(ctx, procurements, suppliers, users);
  await seedProcurementWorkers(ctx, procurements, suppliers, users);
  await seedElementsAndSubstances(ctx, procurements, suppliers, users);
  await seedWorkerArea(ctx, customers, users.workerUserId);
  // The compliance history starts with the demo's states.
  await recordComplianceHistory(ctx.tx, ctx.now, "ALL");
}

type DemoUsers = {
  customerUserId: number;
  workerUserId: number;
  // Who uploaded a supplier's files in the demo (its level-5 user).
  uploaderBySupplier: Partial<Record<SupplierKey, number>>;
};

async function seedUsers(
  ctx: SeedContext,
  customers: DemoCustomers,
  suppliers: DemoSuppliers,
  passwordHashPromise: Promise<string>,
): Promise<DemoUsers> {
  const passwordHash = await passwordHashPromise;
  const create = async (user: {
    email: string;
    kind: UserKind;
    userLevel: number;
    firstName: string;
    lastName: string;
    supplierId?: number;
    customerId?: number;
    workerId?: number;
  }) =>
    (
      await ctx.tx.user.create({
        data: { ...user, passwordHash, passwordChangedAt: ctx.now },
        select: { id: true },
      })
    ).id;

  const mainSupplierUserId = await create({
    email: "fornitore@esempio.it", kind: "SUPPLIER", userLevel: 5, firstName: "Laura", lastName: "Cattaneo", supplierId: suppliers.edil.id,
  });
  await create({
    email: "fornitore.base@esempio.it", kind: "SUPPLIER", userLevel: 1, firstName: "Marta", lastName: "Vergani", supplierId: suppliers.edil.id,
  });
  // A second level-1 user: the password-reset browser test changes the first one's password.
  await create({
    email: "fornitore.consultazione@esempio.it", kind: "SUPPLIER", userLevel: 1, firstName: "Sara", lastName: "Brambilla", supplierId: suppliers.edil.id,
  });
  const subcontractorUserId = await create({
    email: "subappaltatore@esempio.it", kind: "SUPPLIER", userLevel: 5, firstName: "Paolo", lastName: "Rossi", supplierId: suppliers.rossi.id,
  });
  // The supplier with a referral customer (SINGLE_DOCUMENT approval of its machines and tools).
  const referralSupplierUserId = await create({
    email: "clima@esempio.it", kind: "SUPPLIER", userLevel: 5, firstName: "Davide", lastName: "Galli", supplierId: suppliers.clima.id,
  });
  const customerUserId = await create({
    email: "committente@esempio.it", kind: "CUSTOMER", userLevel: 5, firstName: "Alberto", lastName: "Motta", customerId: customers.main.id,
  });
  const workerUserId = await create({
    email: "lavoratore@esempio.it", kind: "WORKER", userLevel: 1, firstName: SIGN_IN_WORKER.firstName, lastName: SIGN_IN_WORKER.lastName,
    workerId: customers.signInWorkerId,
  });
  return {
    customerUserId,
    workerUserId,
    uploaderBySupplier: { edil: mainSupplierUserId, rossi: subcontractorUserId, clima: referralSupplierUserId },
  };
}
