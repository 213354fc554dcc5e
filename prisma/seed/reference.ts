// Reference data every installation needs (municipalities, CLP hazard statements, document categories,
// training catalogue). Run at every start: each part is counted first and loaded only when incomplete,
// so an already loaded database costs a handful of COUNT queries.
import { readFile } from "node:fs/promises";
import { TRAINING_CATEGORIES } from "../../common/reference-lists";
import type { PrismaClient } from "../../server/generated/prisma/client";
import type { HazardStatementGroup } from "../../server/generated/prisma/enums";
import type { Logger } from "../../server/lib/logger";
import { loadMunicipalities } from "./municipalities";
import { SUPPLIER_DOCUMENT_CATEGORIES, TRAINING_MODELS, WORKER_DOCUMENT_CATEGORIES } from "./reference-data";

const HAZARD_STATEMENTS_FILE = new URL("./data/clp-hazard-statements.json", import.meta.url);
const HAZARD_GROUPS: readonly HazardStatementGroup[] = ["physical", "health", "environmental", "supplemental"];

export type HazardStatementSeed = { code: string; group: HazardStatementGroup; textIt: string; textEn: string };

export async function ensureReferenceData(prisma: PrismaClient, logger: Logger): Promise<void> {
  if ((await prisma.municipality.count()) === 0) {
    await loadMunicipalities(prisma, logger, new Date());
  }
  await ensureHazardStatements(prisma, logger);
  await ensureDocumentCategories(prisma, logger);
  await ensureTrainingCatalogue(prisma, logger);
}

export async function readHazardStatements(): Promise<HazardStatementSeed[]> {
  const parsed: unknown = JSON.parse(await readFile(HAZARD_STATEMENTS_FILE, "utf8"));
  if (!Array.isArray(parsed)) throw new Error("clp-hazard-statements.json non è un elenco");
  return parsed.map((entry: unknown, index) => {
    const { code, group, it, en } = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
    const knownGroup = HAZARD_GROUPS.find((candidate) => candidate === group);
    if (typeof code !== "string" || typeof it !== "string" || typeof en !== "string" || !knownGroup) {
      throw new Error(`clp-hazard-statements.json: voce ${index} non valida`);
    }
    return { code, group: knownGroup, textIt: it, textEn: en };
  });
}

async function ensureHazardStatements(prisma: PrismaClient, logger: Logger): Promise<void> {
  const statements = await readHazardStatements();
  if ((await prisma.hazardStatement.count()) >= statements.length) return;
  const { count } = await prisma.hazardStatement.createMany({ data: statements, skipDuplicates: true });
  logger.info(`Frasi H (CLP) caricate: ${count}`);
}

async function ensureDocumentCategories(prisma: PrismaClient, logger: Logger): Promise<void> {
  if ((await prisma.supplierDocumentCategory.count({ where: { customerId: null } })) < SUPPLIER_DOCUMENT_CATEGORIES.length) {
    const { count } = await prisma.supplierDocumentCategory.createMany({
      data: [...SUPPLIER_DOCUMENT_CATEGORIES],
      skipDuplicates: true,
    });
    logger.info(`Categorie documenti fornitore caricate: ${count}`);
  }
  if ((await prisma.workerDocumentCategory.count()) < WORKER_DOCUMENT_CATEGORIES.length) {
    const { count } = await prisma.workerDocumentCategory.createMany({
      data: [...WORKER_DOCUMENT_CATEGORIES],
      skipDuplicates: true,
    });
    logger.info(`Categorie documenti lavoratore caricate: ${count}`);
  }
}

async function ensureTrainingCatalogue(prisma: PrismaClient, logger: Logger): Promise<void> {
  if ((await prisma.trainingCategory.count()) < TRAINING_CATEGORIES.length) {
    await prisma.trainingCategory.createMany({
      data: TRAINING_CATEGORIES.map((category) => ({ code: category.code, name: category.label })),
      skipDuplicates: true,
    });
  }
  // Models have no natural key, so they are loaded only into an empty catalogue: an installation that
  // edited its own models keeps them as they are.
  if ((await prisma.trainingModel.count()) > 0) return;
  const categories = await prisma.trainingCategory.findMany({ select: { id: true, code: true } });
  const categoryIds = new Map(categories.map((category) => [category.code, category.id]));
  const { count } = await prisma.trainingModel.createMany({
    data: TRAINING_MODELS.map(({ category, ...model }) => {
      const categoryId = categoryIds.get(category);
      if (categoryId === undefined) throw new Error(`Categoria formativa mancante: ${category}`);
      return { ...model, categoryId };
    }),
  });
  logger.info(`Modelli formativi caricati: ${count}`);
}
