// Demo supplier companies with their company documents (attachment_type 1-12, 100) and their workers.
import { supplierAttachmentTypeLabel, type SupplierAttachmentType } from "../../common/reference-lists";
import type { Prisma } from "../../server/generated/prisma/client";
import type { Sex } from "../../server/generated/prisma/enums";
import { fileNamePart, type SeedContext } from "./demo-context";
import { personalFiscalCode, vatNumber } from "./demo-identity";

export type SupplierKey = "edil" | "rossi" | "eco" | "clima" | "romagna";

type SupplierSeed = {
  companyName: string;
  vatDigits: string;
  address: string;
  municipality: string;
  phone: string;
  email: string;
  // [attachment_type, days since issue, days to expiry (null: none), description]
  documents: [SupplierAttachmentType, number, number | null, string?][];
  workers: WorkerSeed[];
};

// [first name, last name, sex, birth (y, m, d), birthplace Belfiore code, job, resigned?]
type WorkerSeed = [string, string, Sex, [number, number, number], string, string, boolean?];

export const SUPPLIERS: Record<SupplierKey, SupplierSeed> = {
  edil: {
    companyName: "Edil Costruzioni Lombarde S.r.l.",
    vatDigits: "0398127096",
    address: "Via Aldo Moro 15",
    municipality: "I625",
    phone: "0362 224455",
    email: "amministrazione@edilcostruzionilombarde.it",
    documents: [
      [1, 100, 20],
      [2, 375, -10],
      [3, 40, null],
      [9, 400, 695],
      [11, 200, 895],
      [100, 300, 1525, "Attestazione SOA OG1 classifica III"],
    ],
    workers: [
      ["Giuseppe", "Mariani", "M", [1972, 3, 14], "I625", "Capocantiere"],
      ["Antonio", "Ferrara", "M", [1980, 7, 2], "F839", "Muratore specializzato"],
      ["Francesco", "Esposito", "M", [1988, 11, 21], "B963", "Muratore"],
      ["Alessandro", "Ricci", "M", [1991, 1, 30], "F704", "Carpentiere"],
      ["Stefano", "Colombo", "M", [1979, 5, 9], "D286", "Gruista"],
      ["Ion", "Popescu", "M", [1985, 9, 17], "Z129", "Ferraiolo"],
      ["Matteo", "Fontana", "M", [1995, 12, 3], "E617", "Manovale"],
      ["Luca", "Bianchi", "M", [1983, 4, 25], "I625", "Operatore PLE"],
      ["Simone", "Moretti", "M", [1990, 8, 12], "A794", "Ponteggiatore"],
      ["Marco", "De Luca", "M", [1976, 2, 28], "A662", "Autista", true],
    ],
  },
  rossi: {
    companyName: "Impianti Elettrici Rossi & Figli S.n.c.",
    vatDigits: "0177358096",
    address: "Via Garibaldi 8",
    municipality: "D286",
    phone: "0362 631122",
    email: "info@rossimpianti.it",
    documents: [
      [1, 30, 90],
      [3, 90, null],
      [100, 900, null, "Abilitazione D.M. 37/2008 lettere A, B e C"],
    ],
    workers: [
      ["Paolo", "Rossi", "M", [1968, 6, 1], "D286", "Elettricista - titolare"],
      ["Andrea", "Rossi", "M", [1994, 10, 14], "D286", "Elettricista"],
      ["Elena", "Gatti", "F", [1990, 3, 23], "F205", "Tecnico impianti elettrici"],
      ["Davide", "Longo", "M", [1987, 7, 7], "E506", "Elettricista"],
      ["Riccardo", "Sala", "M", [1999, 1, 18], "F704", "Apprendista elettricista"],
      ["Nicola", "Caruso", "M", [1982, 11, 9], "G273", "Elettricista cabine MT/BT"],
    ],
  },
  eco: {
    companyName: "Ecoservizi Ambiente S.r.l.",
    vatDigits: "0764412096",
    address: "Via dell'Artigianato 3",
    municipality: "C895",
    phone: "02 25394411",
    email: "ufficio.tecnico@ecoserviziambiente.it",
    documents: [
      [1, 60, 60],
      [2, 200, 165],
      [4, 700, 400],
      [5, 500, 600],
      [10, 1100, -30],
    ],
    workers: [
      ["Giovanni", "Barbieri", "M", [1975, 4, 4], "C895", "Autista ADR"],
      ["Roberto", "Lombardi", "M", [1981, 9, 29], "I690", "Operatore ecologico"],
      ["Fabio", "Conti", "M", [1986, 2, 16], "F205", "Addetto bonifiche amianto"],
      ["Mohamed", "El Amrani", "M", [1990, 5, 21], "Z330", "Operatore ecologico"],
      ["Chiara", "Marino", "F", [1992, 12, 12], "F205", "Tecnico ambientale"],
    ],
  },
  clima: {
    companyName: "Clima Tecnica Impianti S.r.l.",
    vatDigits: "0523671096",
    address: "Via Milano 55",
    municipality: "M052",
    phone: "039 6081234",
    email: "service@climatecnica.it",
    documents: [
      [1, 20, 100],
      [6, 300, 800],
      [7, 400, 300],
      [8, 250, 845],
      [9, 250, 845],
    ],
    workers: [
      ["Massimo", "Greco", "M", [1978, 8, 8], "M052", "Frigorista"],
      ["Daniele", "Bruno", "M", [1985, 3, 3], "L219", "Tecnico HVAC"],
      ["Federico", "Costa", "M", [1993, 6, 26], "D969", "Frigorista"],
      ["Valentina", "Rizzo", "F", [1989, 10, 5], "M052", "Tecnico manutentore"],
    ],
  },
  romagna: {
    companyName: "Servizi Integrati Romagna Soc. Coop.",
    vatDigits: "0245108039",
    address: "Via Faentina 88",
    municipality: "H199",
    phone: "0544 451230",
    email: "commerciale@serviziintegratiromagna.it",
    documents: [
      [1, 130, -10],
      [3, 60, null],
      [12, 500, 595],
      [11, 150, 945],
    ],
    workers: [
      ["Maria", "Russo", "F", [1970, 2, 20], "H199", "Addetta pulizie industriali"],
      ["Anna", "Gallo", "F", [1984, 7, 31], "D704", "Addetta pulizie"],
      ["Lorenzo", "Martini", "M", [1991, 4, 9], "H199", "Operatore sanificazione"],
      ["Silvia", "Ferri", "F", [1987, 9, 15], "D458", "Caposquadra"],
      ["Emanuele", "Vitale", "M", [1996, 11, 27], "C573", "Addetto pulizie"],
    ],
  },
};

export const SUPPLIER_CADASTRAL_CODES: string[] = Object.values(SUPPLIERS).flatMap((supplier) => [
  supplier.municipality,
  ...supplier.workers.map((worker) => worker[4]).filter((code) => !code.startsWith("Z")),
]);

export type DemoSupplier = {
  id: number;
  companyName: string;
  // Supplier worker ids in the order of SUPPLIERS[key].workers.
  workerIds: number[];
  workerNames: string[];
};
export type DemoSuppliers = Record<SupplierKey, DemoSupplier>;

export async function seedSuppliers(ctx: SeedContext, referralCustomerId: number): Promise<DemoSuppliers> {
  const result: Partial<DemoSuppliers> = {};
  for (const [key, seed] of Object.entries(SUPPLIERS) as [SupplierKey, SupplierSeed][]) {
    const vat = vatNumber(seed.vatDigits);
    const supplier = await ctx.tx.supplier.create({
      data: {
        companyName: seed.companyName,
        vatNumber: vat,
        fiscalCode: vat,
        phone: seed.phone,
        email: seed.email,
        address: seed.address,
        municipalityId: ctx.municipalityId(seed.municipality),
        // The HVAC company is managed directly by the main customer: its machines use SINGLE_DOCUMENT approval.
        referralCustomerId: key === "clima" ? referralCustomerId : null,
      },
    });
    const workers = seed.workers.map(([firstName, lastName, sex, [year, month, dayOfMonth], birthplace, job, resigned]) => {
      const birthDate = new Date(Date.UTC(year, month - 1, dayOfMonth));
      return {
        supplierId: supplier.id,
        firstName,
        lastName,
        sex,
        resigned: resigned ?? false,
        birthDate,
        // Foreign-born workers have a country code (Z...) in their fiscal code and no Italian birthplace.
        birthplaceId: birthplace.startsWith("Z") ? null : ctx.municipalityId(birthplace),
        fiscalCode: personalFiscalCode({ firstName, lastName, sex, birthDate, birthplaceCode: birthplace }),
        job,
      };
    });
    const created = await ctx.tx.supplierWorker.createManyAndReturn({ data: workers, select: { id: true, fiscalCode: true } });
    const idByFiscalCode = new Map(created.map((row) => [row.fiscalCode, row.id]));
    const workerIds = workers.map((worker) => {
      const id = idByFiscalCode.get(worker.fiscalCode);
      if (id === undefined) throw new Error(`Lavoratore non creato: ${worker.firstName} ${worker.lastName}`);
      return id;
    });
    const workerNames = workers.map((worker) => `${worker.firstName} ${worker.lastName}`);
    result[key] = { id: supplier.id, companyName: seed.companyName, workerIds, workerNames };
  }
  return result as DemoSuppliers;
}

// Company documents need the supplier users (uploaders), so they come after the users.
export async function seedSupplierDocuments(
  ctx: SeedContext,
  suppliers: DemoSuppliers,
  uploaderBySupplier: Partial<Record<SupplierKey, number>>,
): Promise<void> {
  const rows: Prisma.SupplierAttachmentCreateManyInput[] = [];
  for (const [key, seed] of Object.entries(SUPPLIERS) as [SupplierKey, SupplierSeed][]) {
    const supplier = suppliers[key];
    for (const [type, issuedDaysAgo, expiresInDays, description] of seed.documents) {
      const name = description ?? supplierAttachmentTypeLabel(type);
      const documentDate = ctx.day(-issuedDaysAgo);
      const documentExpirationDate = expiresInDays === null ? null : ctx.day(expiresInDays);
      const mediaId = await ctx.pdfMedia({
        directory: "supplier-attachments",
        originalName: `${fileNamePart(type === 1 ? "DURC" : name).slice(0, 40)}_${fileNamePart(seed.companyName)}.pdf`,
        createdById: uploaderBySupplier[key],
        content: supplierDocumentContent(ctx, type, name, seed, documentDate, documentExpirationDate),
      });
      rows.push({
        supplierId: supplier.id,
        attachmentType: type,
        attachmentFilename: `${name} - ${seed.companyName}`,
        documentDate,
        documentExpirationDate,
        mediaId,
      });
    }
  }
  await ctx.flushMedia();
  await ctx.tx.supplierAttachment.createMany({ data: rows });
}

export function supplierDocumentContent(
  ctx: SeedContext,
  type: SupplierAttachmentType,
  name: string,
  seed: { companyName: string; vatDigits: string },
  documentDate: Date,
  documentExpirationDate: Date | null,
) {
  const fields: [string, string][] = [
    ["Impresa", seed.companyName],
    ["Codice fiscale / P.IVA", vatNumber(seed.vatDigits)],
    ["Data emissione", ctx.formatDate(documentDate)],
    ["Scadenza", documentExpirationDate ? ctx.formatDate(documentExpirationDate) : "Nessuna scadenza"],
  ];
  if (type === 1) {
    return {
      title: "DURC - Documento Unico di Regolarità Contributiva",
      subtitle: "Esito: RISULTA REGOLARE nei confronti di INPS, INAIL e Casse Edili",
      company: seed.companyName,
      fields,
      lines: ["Il documento ha validità 120 giorni dalla data della richiesta (D.M. 30 gennaio 2015)."],
    };
  }
  return {
    title: name,
    company: seed.companyName,
    fields,
    lines: [`Copia conforme all'originale del documento "${name}" trasmessa dall'impresa.`],
  };
}
