// The worker area of the demo: medical visits with certificates and a training portfolio for the worker
// who signs in as lavoratore@esempio.it, a few visits for colleagues, and the doctor's next appointments.
import { suitabilityLabel, trainingFrequencyLabel, visitTypeLabel } from "../../common/reference-lists";
import { minutesOf } from "../../common/validation/calendar";
import type { Prisma } from "../../server/generated/prisma/client";
import type { Suitability, VisitType } from "../../server/generated/prisma/enums";
import type { SeedContext } from "./demo-context";
import type { DemoCustomers } from "./demo-customers";

type VisitSeed = {
  daysAgo: number;
  visitType: VisitType;
  outcome: Suitability;
  needsNotification?: boolean;
  prescriptions?: string;
  limitations?: string;
  nextInDays: number | null;
  withCertificate: boolean;
};

const SIGN_IN_WORKER_VISITS: VisitSeed[] = [
  // Past visits keep the due date they set, which the following visit then met.
  // No stored certificate: the portal writes the judgement when it is downloaded.
  { daysAgo: 1100, visitType: "PV", outcome: "ID", nextInDays: -380, withCertificate: false },
  { daysAgo: 380, visitType: "VP", outcome: "IP", prescriptions: "Uso di otoprotettori in ambienti con rumore superiore a 80 dB(A)", nextInDays: -15, withCertificate: true },
  { daysAgo: 45, visitType: "RM", outcome: "IP", needsNotification: true, prescriptions: "Uso di otoprotettori; evitare il sollevamento di carichi superiori a 15 kg per 3 mesi", nextInDays: 320, withCertificate: true },
];

// [training model short name, days since last course (null: never done), enrolled in a new course]
const SIGN_IN_WORKER_TRAINING: [string, number | null, boolean][] = [
  ["GEN", 1400, false],
  ["SPEC-A", 1900, true], // expired five-yearly refresher, already enrolled in the new course
  ["AI-L2", 700, false],
  ["PS-BC", 1200, false], // three-yearly, expired
  ["PES-PAV", 300, false],
  ["QUOTA", null, false], // required by the protocol, never done
  ["PREP", 710, false], // biennial, due again within the month
];

// A colleague whose training is all in order, so the workforce grid shows green families beside the sign-in
// worker's red, grey and enrolled ones.
const COLLEAGUE_TRAINING: { lastName: string; lines: [string, number][] } = { lastName: "Galli", lines: [["GEN", 900], ["CARR", 200]] };

export async function seedWorkerArea(ctx: SeedContext, customers: DemoCustomers, signInUserId: number): Promise<void> {
  const { tx } = ctx;
  const worker = await tx.worker.findUniqueOrThrow({ where: { id: customers.signInWorkerId } });
  const fullName = `${worker.firstName} ${worker.lastName}`;

  const examinations: Prisma.ExaminationCreateManyInput[] = [];
  let latest: VisitSeed | undefined;
  for (const visit of SIGN_IN_WORKER_VISITS) {
    examinations.push(await visitRow(ctx, customers, worker.id, fullName, visit, signInUserId));
    latest = visit;
  }
  if (latest) await tx.worker.update({ where: { id: worker.id }, data: { suitability: latest.outcome } });

  const colleagues = await tx.worker.findMany({
    where: { customerId: customers.main.id, id: { not: worker.id }, suitability: { not: null } },
    orderBy: { id: "asc" },
  });
  for (const [index, colleague] of colleagues.entries()) {
    if (!colleague.suitability) continue;
    examinations.push(await visitRow(ctx, customers, colleague.id, `${colleague.firstName} ${colleague.lastName}`, {
      daysAgo: 60 + index * 47,
      visitType: "VP",
      outcome: colleague.suitability,
      limitations: colleague.suitability === "IL" || colleague.suitability === "IPL" ? "Non adibire a lavori in quota" : undefined,
      nextInDays: index === 2 ? -20 : 300 - index * 40, // one colleague is overdue
      withCertificate: index % 2 === 0,
    }));
  }

  const models = await tx.trainingModel.findMany({ include: { category: true } });
  const protocols: Prisma.TrainingProtocolCreateManyInput[] = [];
  for (const [position, [shortName, daysSince, enrolled]] of SIGN_IN_WORKER_TRAINING.entries()) {
    const model = models.find((candidate) => candidate.shortName === shortName);
    if (!model) throw new Error(`Modello formativo mancante: ${shortName}`);
    const lastDate = daysSince === null ? null : ctx.day(-daysSince);
    const frequency = model.defaultFrequencyMonths;
    const nextDate = lastDate && frequency ? addMonths(lastDate, frequency) : null;
    // Recent attestati were uploaded; for older courses the portal writes one from the portfolio.
    const certificateMediaId = lastDate && daysSince !== null && daysSince <= 1000
      ? await ctx.pdfMedia({
          directory: "training-certificates",
          originalName: `Attestato_${shortName}_${worker.lastName}.pdf`,
          createdById: signInUserId,
          content: {
            title: "Attestato di partecipazione",
            subtitle: model.name,
            company: customers.main.companyName,
            fields: [
              ["Partecipante", fullName],
              ["Area formativa", model.category.name],
              ["Durata", `${model.durationHours ?? 0} ore`],
              ["Data del corso", ctx.formatDate(lastDate)],
              ["Periodicità", trainingFrequencyLabel(frequency)],
            ],
            lines: [
              "Corso svolto ai sensi dell'art. 37 del D.Lgs. 81/2008 e dell'Accordo Stato-Regioni vigente.",
              "Verifica finale dell'apprendimento superata con esito positivo.",
            ],
          },
        })
      : null;
    protocols.push({
      workerId: worker.id,
      modelId: model.id,
      position: position + 1,
      lastDate,
      frequencyMonths: frequency,
      nextDate,
      enrolledInOpenCourse: enrolled,
      certificateMediaId,
      ...(lastDate ? { provider: "Centro Formazione Sicurezza Lombardia Srl", deliveryMode: "In presenza", place: "Milano, via Melchiorre Gioia 8" } : {}),
    });
  }
  const inOrder = colleagues.find((colleague) => colleague.lastName === COLLEAGUE_TRAINING.lastName);
  for (const [position, [shortName, daysSince]] of COLLEAGUE_TRAINING.lines.entries()) {
    const model = models.find((candidate) => candidate.shortName === shortName);
    if (!model || !inOrder) throw new Error(`Formazione del collega mancante: ${shortName}`);
    const lastDate = ctx.day(-daysSince);
    const frequency = model.defaultFrequencyMonths;
    protocols.push({
      workerId: inOrder.id,
      modelId: model.id,
      position: position + 1,
      lastDate,
      frequencyMonths: frequency,
      nextDate: frequency ? addMonths(lastDate, frequency) : null,
      provider: "Centro Formazione Sicurezza Lombardia Srl",
      deliveryMode: "In presenza",
      place: "Milano, via Melchiorre Gioia 8",
    });
  }
  await ctx.flushMedia();
  await tx.examination.createMany({ data: examinations });
  await tx.trainingProtocol.createMany({ data: protocols });

  await seedCalendar(ctx, customers, worker.id);
}

async function visitRow(
  ctx: SeedContext,
  customers: DemoCustomers,
  workerId: number,
  fullName: string,
  visit: VisitSeed,
  createdById?: number,
): Promise<Prisma.ExaminationCreateManyInput> {
  const examinationDate = ctx.day(-visit.daysAgo);
  const certificateMediaId = visit.withCertificate
    ? await ctx.pdfMedia({
        directory: "medical-certificates",
        originalName: `Certificato_idoneita_${fullName.replace(/\s+/g, "_")}_${examinationDate.toISOString().slice(0, 10)}.pdf`,
        createdById,
        content: {
          title: "Certificato di idoneità alla mansione",
          subtitle: "Giudizio del medico competente (art. 41 D.Lgs. 81/2008)",
          company: customers.main.companyName,
          fields: [
            ["Lavoratore", fullName],
            ["Tipo di visita", visitTypeLabel(visit.visitType)],
            ["Data della visita", ctx.formatDate(examinationDate)],
            ["Giudizio", suitabilityLabel(visit.outcome)],
            ["Prossima visita", visit.nextInDays === null ? "-" : ctx.formatDate(ctx.day(visit.nextInDays))],
            ["Medico competente", "Dott.ssa Elena Marchetti"],
          ],
          lines: [
            visit.prescriptions ? `Prescrizioni: ${visit.prescriptions}` : "Nessuna prescrizione.",
            visit.limitations ? `Limitazioni: ${visit.limitations}` : "Nessuna limitazione.",
            "Avverso il giudizio è ammesso ricorso all'organo di vigilanza entro 30 giorni (art. 41 c.9).",
          ],
        },
      })
    : null;
  return {
    workerId,
    doctorId: customers.mainDoctorId,
    examinationDate,
    visitType: visit.visitType,
    outcome: visit.outcome,
    needsNotification: visit.needsNotification ?? false,
    prescriptions: visit.prescriptions ?? null,
    limitations: visit.limitations ?? null,
    nextVisitDate: visit.nextInDays === null ? null : ctx.day(visit.nextInDays),
    certificateMediaId,
  };
}

async function seedCalendar(ctx: SeedContext, customers: DemoCustomers, workerId: number): Promise<void> {
  const resources = await Promise.all(
    ["Audiometro", "Spirometro", "Elettrocardiografo"].map((name) =>
      ctx.tx.calendarResource.create({ data: { customerId: customers.main.id, name } }),
    ),
  );
  const slots: [number, string, string, number[]][] = [
    [3, "09:00", "09:15", [0]],
    [3, "09:15", "09:30", [0, 1]],
    [10, "14:00", "14:30", [2]],
  ];
  // The substitute doctor's own day, which the calendar shows once reloaded by that doctor's name.
  await ctx.tx.calendarAppointment.create({
    data: {
      doctorId: customers.substituteDoctorId,
      appointmentDate: ctx.day(4),
      appointmentDateEnd: ctx.day(4),
      appointmentTime: "11:00",
      appointmentTimeEnd: "11:30",
      note: "Visite preassuntive",
    },
  });
  for (const [index, [offset, start, end, resourceIndexes]] of slots.entries()) {
    await ctx.tx.calendarAppointment.create({
      data: {
        doctorId: customers.mainDoctorId,
        workerId: index === 0 ? workerId : null,
        appointmentDate: ctx.day(offset),
        appointmentDateEnd: ctx.day(offset),
        appointmentTime: start,
        appointmentTimeEnd: end,
        note: index === 0 ? "Visita periodica con audiometria" : "Visite periodiche reparto produzione",
        resources: {
          create: resourceIndexes.map((resourceIndex) => ({ resourceId: resources[resourceIndex]?.id ?? -1 })),
        },
        // The instruments held for the visit's interval, as the calendar's bookings record them.
        bookings: {
          create: resourceIndexes.map((resourceIndex) => ({
            resourceId: resources[resourceIndex]?.id ?? -1,
            startsAt: new Date(ctx.day(offset).getTime() + minutesOf(start) * 60_000),
            endsAt: new Date(ctx.day(offset).getTime() + minutesOf(end) * 60_000),
          })),
        },
      },
    });
  }
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}
