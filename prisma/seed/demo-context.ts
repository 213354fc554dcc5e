// What every part of the demo seed shares: the transaction, the clock, the stored files and lookups.
// Dates are computed from deps.now(), so "expires in 15 days" stays true whatever day the seed runs.
import type { Prisma } from "../../server/generated/prisma/client";
import { buildDemoPdf, type DemoPdfContent } from "../../server/lib/demo-pdf";
import type { Storage, StorageDirectory, StoredFileLocation } from "../../server/lib/storage";

const DAY_MS = 24 * 60 * 60 * 1000;
const MEDIA_ID_BLOCK = 100;

export type SeedContext = {
  tx: Prisma.TransactionClient;
  // Today at 00:00 UTC: the calendar day @db.Date columns store.
  today: Date;
  now: Date;
  // A calendar day relative to today (negative: in the past).
  day(offsetDays: number): Date;
  // A moment relative to now, for timestamps such as reviewedAt.
  daysAgo(days: number, hour?: number): Date;
  formatDate(date: Date): string;
  // Writes a PDF under its own new file and queues its Media row under a reserved id, returned at once.
  // The queued rows reach the database at flushMedia(), which must run before rows that refer to them:
  // inserting them in one statement is what keeps the seed fast on PGlite.
  pdfMedia(file: { directory: StorageDirectory; originalName: string; content: DemoPdfContent; createdById?: number }): Promise<number>;
  flushMedia(): Promise<void>;
  municipalityId(cadastralCode: string): number;
  workerCategoryId(code: string): number;
  hazardStatementId(code: string): number;
  // Files written so far, removed again if the seed fails.
  writtenFiles: StoredFileLocation[];
};

export async function createSeedContext(
  tx: Prisma.TransactionClient,
  storage: Storage,
  now: Date,
  cadastralCodes: readonly string[],
): Promise<SeedContext> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [municipalities, workerCategories, hazardStatements] = await Promise.all([
    tx.municipality.findMany({
      where: { cadastralCode: { in: [...cadastralCodes] }, discontinued: false },
      select: { id: true, cadastralCode: true },
    }),
    tx.workerDocumentCategory.findMany({ select: { id: true, code: true } }),
    tx.hazardStatement.findMany({ select: { id: true, code: true } }),
  ]);
  const lookup = (rows: { id: number; code: string }[], kind: string) => {
    const ids = new Map(rows.map((row) => [row.code, row.id]));
    return (code: string): number => {
      const id = ids.get(code);
      if (id === undefined) throw new Error(`Dati di riferimento mancanti (${kind}): ${code}`);
      return id;
    };
  };
  // Equal content is generated once: a demo document printed for two procurements is the same PDF.
  const pdfCache = new Map<string, Promise<Uint8Array>>();
  const writtenFiles: StoredFileLocation[] = [];
  const pendingMedia: Prisma.MediaCreateManyInput[] = [];
  // Ids come from the table's own sequence, a block at a time, so they never collide with later inserts.
  const reservedIds: number[] = [];
  const reserveMediaId = async (): Promise<number> => {
    if (reservedIds.length === 0) {
      const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
        `SELECT nextval(pg_get_serial_sequence('media', 'id'))::int AS id FROM generate_series(1, ${MEDIA_ID_BLOCK})`,
      );
      reservedIds.push(...rows.map((row) => row.id));
    }
    const id = reservedIds.shift();
    if (id === undefined) throw new Error("Impossibile riservare un id per i file dimostrativi");
    return id;
  };

  return {
    tx,
    today,
    now,
    day: (offsetDays) => new Date(today.getTime() + offsetDays * DAY_MS),
    daysAgo: (days, hour = 10) => {
      const moment = new Date(today.getTime() - days * DAY_MS);
      moment.setUTCHours(hour);
      return moment.getTime() > now.getTime() ? now : moment;
    },
    formatDate,
    municipalityId: lookup(
      municipalities.map((row) => ({ id: row.id, code: row.cadastralCode })),
      "comune",
    ),
    workerCategoryId: lookup(workerCategories, "categoria documenti lavoratore"),
    hazardStatementId: lookup(hazardStatements, "frase H"),
    writtenFiles,
    async pdfMedia({ directory, originalName, content, createdById }) {
      const key = JSON.stringify(content);
      let bytes = pdfCache.get(key);
      if (!bytes) {
        bytes = buildDemoPdf(content);
        pdfCache.set(key, bytes);
      }
      const written = await storage.writeNew(directory, "pdf", await bytes);
      writtenFiles.push(written);
      const id = await reserveMediaId();
      pendingMedia.push({
        id,
        directory: written.directory,
        storedName: written.storedName,
        extension: written.extension,
        originalName,
        mimeType: "application/pdf",
        sizeBytes: written.sizeBytes,
        sha256: written.sha256,
        createdById: createdById ?? null,
      });
      return id;
    },
    async flushMedia() {
      if (pendingMedia.length === 0) return;
      const rows = pendingMedia.splice(0, pendingMedia.length);
      await tx.media.createMany({ data: rows });
    },
  };
}

export function formatDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${day}/${month}/${date.getUTCFullYear()}`;
}

// "Edil Costruzioni Lombarde S.r.l." → "Edil_Costruzioni_Lombarde", for file names a user would give.
export function fileNamePart(text: string): string {
  return text
    .replace(/\b(S\.r\.l\.|S\.p\.A\.|S\.n\.c\.|Soc\. Coop\.)/g, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}
