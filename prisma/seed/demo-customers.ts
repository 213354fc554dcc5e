// Demo customers (committenti) with their sites, departments, jobs and hazards, and their own employees.
// The second customer has the specification's special id 3336, created explicitly.
import { SPECIAL_CUSTOMER_ID } from "../../common/reference-lists";
import type { Prisma } from "../../server/generated/prisma/client";
import type { BusinessImpact, Sex, Suitability } from "../../server/generated/prisma/enums";
import type { SeedContext } from "./demo-context";
import { personalFiscalCode, vatNumber } from "./demo-identity";

export type DemoCustomers = {
  main: { id: number; companyName: string; monzaFactoryId: number; agrateFactoryId: number };
  special: { id: number; companyName: string; factoryId: number };
  // The customer-side worker the WORKER demo user signs in as.
  signInWorkerId: number;
  mainDoctorId: number;
  // A second doctor of the main customer: the calendar is reloaded by a doctor's name to reach this one.
  substituteDoctorId: number;
};

export const CUSTOMER_CADASTRAL_CODES = ["F704", "A087", "H199", "F205", "I625", "M052"] as const;

const HAZARDS = [
  { name: "Rumore", protectiveMeasures: "Otoprotettori, rotazione delle mansioni, manutenzione delle macchine" },
  { name: "Vibrazioni mano-braccio", protectiveMeasures: "Utensili antivibranti, guanti antivibrazione, pause programmate" },
  { name: "Movimentazione manuale dei carichi", protectiveMeasures: "Ausili meccanici, formazione sulle corrette posture" },
  { name: "Agenti chimici", protectiveMeasures: "Aspirazione localizzata, guanti e occhiali, schede di sicurezza disponibili" },
  { name: "Videoterminali", protectiveMeasures: "Postazioni ergonomiche, pause di 15 minuti ogni 2 ore" },
  { name: "Lavoro in quota", protectiveMeasures: "Parapetti, linee vita, imbracature anticaduta" },
  { name: "Rischio elettrico", protectiveMeasures: "Lavori fuori tensione, personale PES/PAV, DPI isolanti" },
  { name: "Investimento da mezzi in movimento", protectiveMeasures: "Viabilità separata, indumenti ad alta visibilità" },
  { name: "Atmosfere esplosive (ATEX)", protectiveMeasures: "Zonizzazione, attrezzature certificate ATEX, permessi di lavoro" },
] as const;
type HazardName = (typeof HAZARDS)[number]["name"];

type JobSeed = { name: string; description: string; hazards: [HazardName, number][] };

const MONZA_JOBS: JobSeed[] = [
  { name: "Operatore macchine CNC", description: "Conduzione di torni e centri di lavoro a controllo numerico", hazards: [["Rumore", 2], ["Agenti chimici", 1], ["Movimentazione manuale dei carichi", 1]] },
  { name: "Manutentore elettromeccanico", description: "Manutenzione ordinaria e straordinaria degli impianti", hazards: [["Rischio elettrico", 3], ["Lavoro in quota", 2], ["Rumore", 1]] },
  { name: "Verniciatore", description: "Verniciatura a spruzzo in cabina", hazards: [["Agenti chimici", 3], ["Atmosfere esplosive (ATEX)", 2]] },
  { name: "Carrellista", description: "Movimentazione materiali con carrello elevatore", hazards: [["Investimento da mezzi in movimento", 2], ["Vibrazioni mano-braccio", 1]] },
];
const AGRATE_JOBS: JobSeed[] = [
  { name: "Magazziniere", description: "Ricevimento, stoccaggio e spedizione merci", hazards: [["Movimentazione manuale dei carichi", 2], ["Investimento da mezzi in movimento", 2]] },
  { name: "Impiegato amministrativo", description: "Attività d'ufficio", hazards: [["Videoterminali", 1]] },
];
const RAVENNA_JOBS: JobSeed[] = [
  { name: "Operatore di impianto chimico", description: "Conduzione degli impianti di processo a ciclo continuo", hazards: [["Agenti chimici", 3], ["Atmosfere esplosive (ATEX)", 3], ["Rumore", 2]] },
  { name: "Tecnico di laboratorio", description: "Analisi di controllo qualità", hazards: [["Agenti chimici", 2], ["Videoterminali", 1]] },
];

type WorkerSeed = {
  firstName: string;
  lastName: string;
  sex: Sex;
  birth: [number, number, number];
  birthplace: string;
  job: string;
  department: string;
  suitability: Suitability | null;
  businessImpact?: BusinessImpact;
  excluded?: boolean;
  resigned?: boolean;
};

export const SIGN_IN_WORKER = { firstName: "Luca", lastName: "Brambilla" } as const;

const MAIN_WORKERS: WorkerSeed[] = [
  { ...SIGN_IN_WORKER, sex: "M", birth: [1985, 4, 12], birthplace: "F704", job: "Manutentore elettromeccanico", department: "Manutenzione", suitability: "IP", businessImpact: "B" },
  { firstName: "Giulia", lastName: "Sala", sex: "F", birth: [1990, 9, 3], birthplace: "F205", job: "Verniciatore", department: "Verniciatura", suitability: "IL", businessImpact: "B" },
  { firstName: "Paolo", lastName: "Galli", sex: "M", birth: [1978, 1, 22], birthplace: "F704", job: "Operatore macchine CNC", department: "Produzione meccanica", suitability: "ID", businessImpact: "A" },
  { firstName: "Francesca", lastName: "Riva", sex: "F", birth: [1983, 6, 15], birthplace: "M052", job: "Operatore macchine CNC", department: "Produzione meccanica", suitability: "IPL" },
  { firstName: "Davide", lastName: "Fumagalli", sex: "M", birth: [1975, 11, 30], birthplace: "I625", job: "Carrellista", department: "Produzione meccanica", suitability: "INT", businessImpact: "A" },
  { firstName: "Sara", lastName: "Villa", sex: "F", birth: [1996, 2, 8], birthplace: "F704", job: "Magazziniere", department: "Magazzino", suitability: null },
  { firstName: "Andrea", lastName: "Cattaneo", sex: "M", birth: [1969, 7, 19], birthplace: "F205", job: "Impiegato amministrativo", department: "Uffici", suitability: "ID", excluded: true },
  { firstName: "Roberto", lastName: "Ferrari", sex: "M", birth: [1962, 3, 5], birthplace: "F704", job: "Magazziniere", department: "Magazzino", suitability: "ID", resigned: true },
];
const SPECIAL_WORKERS: WorkerSeed[] = [
  { firstName: "Michele", lastName: "Zanetti", sex: "M", birth: [1981, 5, 27], birthplace: "H199", job: "Operatore di impianto chimico", department: "Impianti di processo", suitability: "ID", businessImpact: "A" },
  { firstName: "Elisa", lastName: "Casadei", sex: "F", birth: [1988, 10, 11], birthplace: "H199", job: "Tecnico di laboratorio", department: "Laboratorio", suitability: "IP", businessImpact: "B" },
  { firstName: "Tommaso", lastName: "Benini", sex: "M", birth: [1993, 12, 2], birthplace: "H199", job: "Operatore di impianto chimico", department: "Impianti di processo", suitability: "RVS" },
];

export async function seedCustomers(ctx: SeedContext): Promise<DemoCustomers> {
  const { tx } = ctx;
  const mainName = "Officine Meccaniche Brianzole S.p.A.";
  const main = await tx.customer.create({
    data: {
      companyName: mainName,
      vatNumber: vatNumber("0284719096"),
      fiscalCode: vatNumber("0284719096"),
      address: "Via dell'Industria 24",
      municipalityId: ctx.municipalityId("F704"),
      phone: "039 2345678",
      email: "sicurezza@omb-spa.it",
    },
  });
  const specialName = "Chimica Adriatica S.p.A.";
  const special = await tx.customer.create({
    data: {
      id: SPECIAL_CUSTOMER_ID,
      companyName: specialName,
      vatNumber: vatNumber("0211583039"),
      fiscalCode: vatNumber("0211583039"),
      address: "Via Baiona 190",
      municipalityId: ctx.municipalityId("H199"),
      phone: "0544 452100",
      email: "hse@chimicaadriatica.it",
    },
  });
  // An explicit id does not move the sequence: without this the next customer would collide with 3336.
  await tx.$queryRawUnsafe(`SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT MAX(id) FROM customers))`);

  const createdHazards = await tx.hazard.createManyAndReturn({ data: [...HAZARDS], select: { id: true, name: true } });
  const hazards = new Map(createdHazards.map((hazard) => [hazard.name, hazard.id]));

  const monza = await createFactory(ctx, hazards, main.id, "Stabilimento di Monza", "Via dell'Industria 24", "F704",
    ["Produzione meccanica", "Manutenzione", "Verniciatura"], MONZA_JOBS);
  const agrate = await createFactory(ctx, hazards, main.id, "Polo logistico di Agrate Brianza", "Via Lecco 110", "A087",
    ["Magazzino", "Uffici"], AGRATE_JOBS);
  const ravenna = await createFactory(ctx, hazards, special.id, "Stabilimento di Ravenna", "Via Baiona 190", "H199",
    ["Impianti di processo", "Laboratorio"], RAVENNA_JOBS);

  const workerRows = [
    ...MAIN_WORKERS.map((worker) => workerRow(ctx, main.id, [monza, agrate], worker)),
    ...SPECIAL_WORKERS.map((worker) => workerRow(ctx, special.id, [ravenna], worker)),
  ];
  const createdWorkers = await tx.worker.createManyAndReturn({ data: workerRows, select: { id: true, fiscalCode: true } });

  const doctor = await tx.doctor.create({
    data: { customerId: main.id, firstName: "Elena", lastName: "Marchetti", email: "medico.competente@studiomarchetti.it" },
  });
  const substitute = await tx.doctor.create({
    data: { customerId: main.id, firstName: "Alberto", lastName: "Rossi", email: "a.rossi@studiomarchetti.it" },
  });
  await tx.doctor.create({
    data: { customerId: special.id, firstName: "Stefano", lastName: "Rinaldi", email: "s.rinaldi@medicinadellavoro-ra.it" },
  });

  const signInWorkerId = createdWorkers.find((row) => row.fiscalCode === workerRows[0]?.fiscalCode)?.id;
  if (signInWorkerId === undefined) throw new Error("Lavoratore dimostrativo non creato");
  return {
    main: { id: main.id, companyName: mainName, monzaFactoryId: monza.id, agrateFactoryId: agrate.id },
    special: { id: special.id, companyName: specialName, factoryId: ravenna.id },
    signInWorkerId,
    mainDoctorId: doctor.id,
    substituteDoctorId: substitute.id,
  };
}

type Site = { id: number; departments: Map<string, number>; jobs: Map<string, number> };

async function createFactory(
  ctx: SeedContext,
  hazards: Map<string, number>,
  customerId: number,
  name: string,
  address: string,
  cadastralCode: string,
  departmentNames: string[],
  jobs: JobSeed[],
): Promise<Site> {
  const factory = await ctx.tx.factory.create({
    data: { customerId, name, address, municipalityId: ctx.municipalityId(cadastralCode) },
  });
  const createdDepartments = await ctx.tx.department.createManyAndReturn({
    data: departmentNames.map((departmentName) => ({ factoryId: factory.id, name: departmentName })),
    select: { id: true, name: true },
  });
  const departments = new Map(createdDepartments.map((department) => [department.name, department.id]));
  const createdJobs = await ctx.tx.job.createManyAndReturn({
    data: jobs.map((job) => ({ factoryId: factory.id, name: job.name, description: job.description })),
    select: { id: true, name: true },
  });
  const jobIds = new Map(createdJobs.map((job) => [job.name, job.id]));
  // Names come from the lists above; a mismatch (-1) fails on the foreign key rather than passing silently.
  await ctx.tx.jobHazard.createMany({
    data: jobs.flatMap((job) =>
      job.hazards.map(([hazardName, level]) => ({ jobId: jobIds.get(job.name) ?? -1, hazardId: hazards.get(hazardName) ?? -1, level })),
    ),
  });
  return { id: factory.id, departments, jobs: jobIds };
}

function workerRow(ctx: SeedContext, customerId: number, sites: Site[], worker: WorkerSeed): Prisma.WorkerCreateManyInput & { fiscalCode: string } {
  const site = sites.find((candidate) => candidate.jobs.has(worker.job) && candidate.departments.has(worker.department));
  if (!site) throw new Error(`Sito non trovato per ${worker.firstName} ${worker.lastName}`);
  const birthDate = new Date(Date.UTC(worker.birth[0], worker.birth[1] - 1, worker.birth[2]));
  return {
    customerId,
    factoryId: site.id,
    departmentId: site.departments.get(worker.department) ?? null,
    jobId: site.jobs.get(worker.job) ?? null,
    firstName: worker.firstName,
    lastName: worker.lastName,
    sex: worker.sex,
    birthDate,
    birthplaceId: ctx.municipalityId(worker.birthplace),
    fiscalCode: personalFiscalCode({ ...worker, birthDate, birthplaceCode: worker.birthplace }),
    employeeNumber: String(1000 + worker.birth[2] * 37 + worker.birth[1]),
    suitability: worker.suitability,
    businessImpact: worker.businessImpact ?? null,
    excludedFromSurveillance: worker.excluded ?? false,
    resigned: worker.resigned ?? false,
  };
}
