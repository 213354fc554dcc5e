// The lifecycle of a required item, written once for every kind (kind.ts describes each): filing a new item,
// filing a new file on one,
// importing one of the supplier's or the worker's own documents, correcting name and dates, the customer's
// review (approve / reject with its reason / back to pending) and "mandatory", and deleting. Each rule is here
// once, with one wording (common/validation/required-items.ts):
// - a rejection needs its reason; approve only with a file; the expiry not before the document's date;
// - a file or an import, not both;
// - whatever the supplier changes goes back to "da approvare", and the old review note goes with the old review;
// - a supplier cannot delete an approved document: it uploads a new version (the kind's deletion says so).
import { filingIssues, REQUIRED_ITEM_MESSAGES, type ReviewDecision } from "../../../common/validation/required-items";
import type { AppDeps } from "../../deps";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { recordAudit, type AuditAction } from "../audit/audit.service";
import { requireOwnSupplier, requirePermission } from "../auth/permissions";
import { storeUploadedFile, type IncomingFile } from "../files/uploads";
import type { Db, ImportedFile, ImportKey, ItemChange, Reader, RequiredItemKind } from "./kind";

export type RefilingInput = {
  attachmentName?: string | null;
  documentDate?: Date | null;
  documentExpirationDate?: Date | null;
  note?: string | null;
  importId?: number | null;
  // Which required document a freely filed item is (element documents); absent: unchanged.
  requirementId?: number | null;
};

// A new item as its caller describes it, once the viewer may file it: its input, where an import comes from, and
// how its row is written with the kind's own columns (its worker and category, its element).
export type NewItem<Row> = {
  input: RefilingInput;
  // Where the item's history is recorded.
  procurementId: number;
  importKey: ImportKey | null;
  // Inside the transaction, before the row is written: locks and checks again what the item hangs on.
  recheck?(tx: Db): Promise<void>;
  create(tx: Db, change: ItemChange, media: { id: number; originalName: string } | null): Promise<Row>;
};

export type ReviewOptions = { ip?: string | null; procurementId?: number | null };

// The dates an item ends with: those given, else the imported file's, in order whichever gave them (each given
// date alone is checked by the input's schema, a mix only here).
function effectiveDates(input: RefilingInput, imported: ImportedFile | null) {
  const documentDate = input.documentDate ?? imported?.documentDate ?? null;
  const documentExpirationDate = input.documentExpirationDate ?? imported?.documentExpirationDate ?? null;
  if (documentDate && documentExpirationDate && documentExpirationDate < documentDate) {
    throw new ValidationError({ documentExpirationDate: [REQUIRED_ITEM_MESSAGES.expirationBeforeDate] });
  }
  return { documentDate, documentExpirationDate };
}

// A change by the supplier sends the item back to "da approvare" and takes the old review with it, its note
// included (the audit trail keeps it): a reason left on the new version would tell the supplier something is
// still wrong, and an approval would carry it along.
export const BACK_TO_PENDING = { approval: "PENDING", reviewedAt: null, reviewedById: null, reviewNote: null } as const satisfies ItemChange;

// The columns a filed or refiled item takes, for the media it ends with (null: it keeps its file). Name and dates
// not given come from the imported file.
export function refiledChange(input: RefilingInput, imported: ImportedFile | null, now: Date) {
  const dates = effectiveDates(input, imported);
  return (mediaId: number | null): ItemChange => ({
    attachmentName: input.attachmentName ?? imported?.attachmentFilename ?? null,
    ...dates,
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.requirementId !== undefined ? { requirementId: input.requirementId } : {}),
    ...(mediaId !== null ? { mediaId, uploadedAt: now } : {}),
    ...BACK_TO_PENDING,
  });
}

// What a review changes and whether the rules let it: a rejection needs its reason (given now, or already there
// and left as it is); only an item with a file is approved; an approval re-sent unchanged without a note is no change.
export function reviewChanges(state: { approval: string; hasFile: boolean; reviewNote: string | null; active: boolean }, decision: ReviewDecision, fields: { reviewNote: string }, words: RequiredItemKind<{ id: number }, { id: number }>["words"]) {
  if (decision.approval === undefined && decision.active === undefined) {
    throw new ValidationError({ approval: [REQUIRED_ITEM_MESSAGES.nothingToChange(words)] });
  }
  const approval = decision.approval !== undefined && (decision.approval !== state.approval || decision.reviewNote !== undefined);
  const reason = decision.reviewNote !== undefined ? decision.reviewNote : state.reviewNote;
  if (approval && decision.approval === "REJECTED" && !reason) {
    throw new ValidationError({ [fields.reviewNote]: [REQUIRED_ITEM_MESSAGES.rejectionNoteRequired] });
  }
  if (approval && decision.approval === "APPROVED" && !state.hasFile) {
    throw new ValidationError({ approval: [REQUIRED_ITEM_MESSAGES.approveWithoutFile(words)] });
  }
  const active = decision.active !== undefined && decision.active !== state.active;
  return { approval, active };
}

export function createRequiredItemLifecycle<Current extends { id: number }, Row extends { id: number }>(deps: AppDeps, kind: RequiredItemKind<Current, Row>) {
  const { prisma } = deps;

  async function visible(db: Reader, viewer: Viewer, id: number, procurementId?: number | null): Promise<Current> {
    const current = await kind.find(db, viewer, id, { procurementId });
    if (!current) throw new NotFoundError(kind.notFound);
    return current;
  }

  // Re-reads the item inside the transaction (visibility again, so a supplier removed meanwhile cannot write),
  // applies the change and records before and after with it.
  async function change(tx: Db, viewer: Viewer, ip: string | null | undefined, id: number, action: AuditAction, data: ItemChange, guard?: (before: Current) => void): Promise<Row> {
    const before = await visible(tx, viewer, id);
    guard?.(before);
    const after = await kind.update(tx, id, data);
    await recordAudit(tx, {
      actor: viewer, action, entityType: kind.entityType, entityId: id, before: kind.snapshot(kind.rowOf(before)), after: kind.snapshot(after), ip, occurredAt: deps.now(),
      compliance: { procurementIds: [kind.procurementIdOf(before)] },
    });
    return after;
  }

  // The own document to import: the supplier's or worker's, of the item's category, with a file.
  async function importedFile(db: Reader, key: ImportKey, importId: number): Promise<ImportedFile> {
    const candidate = await kind.imports?.candidate(db, key, importId);
    if (!candidate) throw new NotFoundError(REQUIRED_ITEM_MESSAGES.importNotFound(kind.words));
    if (!candidate.matches) throw new ValidationError({ [kind.fields.import]: [REQUIRED_ITEM_MESSAGES.importNotMatching(kind.words)] });
    if (candidate.mediaId === null) throw new ValidationError({ [kind.fields.import]: [REQUIRED_ITEM_MESSAGES.importWithoutFile(kind.words)] });
    return { ...candidate, mediaId: candidate.mediaId };
  }

  // Where a filed item's file comes from: a new upload (which needs its name) or an own document, never both.
  // Neither is asked for when the item already has a file (only name, dates or note change).
  async function fileSource(db: Reader, key: ImportKey | null, input: RefilingInput, file: IncomingFile | null, hasFile: boolean) {
    if (file && input.importId) throw new ValidationError({ file: [REQUIRED_ITEM_MESSAGES.fileOrImport(kind.words)] });
    const [issue] = filingIssues({ attachmentName: input.attachmentName, newFile: file !== null, importing: Boolean(input.importId), keepsFile: hasFile, nameRequired: kind.nameRequired });
    if (issue) throw new ValidationError({ [issue.field]: [issue.message] });
    return input.importId && key ? importedFile(db, key, input.importId) : null;
  }

  async function reviewWithin(tx: Db, viewer: Viewer, id: number, decision: ReviewDecision, options: ReviewOptions = {}): Promise<Row> {
    const current = await visible(tx, viewer, id, options.procurementId);
    requirePermission(viewer, kind.gates.review);
    kind.refuseReview?.(current);
    const changes = reviewChanges(kind.stateOf(current), decision, kind.fields, kind.words);
    if (!changes.approval && !changes.active) return kind.rowOf(current);
    await kind.lock?.(tx, current);
    let after = kind.rowOf(current);
    if (changes.approval && decision.approval !== undefined) {
      const reviewed = decision.approval !== "PENDING";
      after = await change(tx, viewer, options.ip, id, kind.actions.reviewed, {
        approval: decision.approval,
        ...(decision.reviewNote !== undefined ? { reviewNote: decision.reviewNote } : {}),
        reviewedAt: reviewed ? deps.now() : null,
        reviewedById: reviewed ? viewer.userId : null,
      });
    }
    if (changes.active && decision.active !== undefined && kind.actions.mandatoryChanged) {
      after = await change(tx, viewer, options.ip, id, kind.actions.mandatoryChanged, { active: decision.active });
    }
    await kind.afterChange?.(tx, viewer, options.ip, after);
    return after;
  }

  return {
    visible,
    change,
    fileSource,

    reviewWithin,

    // The review in its own transaction; every change that really happens is recorded on its own.
    review(viewer: Viewer, id: number, decision: ReviewDecision, options: ReviewOptions = {}): Promise<Row> {
      return prisma.$transaction((tx) => reviewWithin(tx, viewer, id, decision, options));
    },

    // A supplier user files a new item of the supplier's (supplierId): with a new file or an own document, its
    // name and dates by the same rules as a refiled one, waiting for approval. describe() says what the item is
    // once the gate has let the viewer through (its category, its element, its input checked).
    async file(viewer: Viewer, supplierId: number, describe: () => Promise<NewItem<Row>>, file: IncomingFile | null, options: { ip?: string | null } = {}): Promise<Row> {
      requireOwnSupplier(viewer, supplierId, kind.gates.upload);
      const item = await describe();
      const source = await fileSource(prisma, item.importKey, item.input, file, false);
      const data = refiledChange(item.input, source, deps.now());
      const create = async (tx: Db, media: { id: number; originalName: string } | null) => {
        await item.recheck?.(tx);
        // An import points at the own document's file: the same Media row, never a copy.
        const row = await item.create(tx, data(media?.id ?? source?.mediaId ?? null), media);
        await recordAudit(tx, {
          actor: viewer, action: source ? kind.actions.imported : kind.actions.uploaded, entityType: kind.entityType, entityId: row.id, after: kind.snapshot(row), ip: options.ip, occurredAt: deps.now(),
          compliance: { procurementIds: [item.procurementId] },
        });
        await kind.afterChange?.(tx, viewer, options.ip, row);
        return row;
      };
      if (file) return storeUploadedFile(deps, { file, directory: kind.fileDirectory, field: "file", uploadedBy: viewer }, create);
      return prisma.$transaction((tx) => create(tx, null));
    },

    // A supplier user files a new file, imports an own document, or corrects the name, dates and note of what it
    // filed; the item goes back to "da approvare". A file already there may need another gate to be written over,
    // and a kind may refuse a correction (refuseRefiling). complete() adds to the input what depends on the item
    // as the viewer sees it (an element document's chosen requirement).
    async refile(
      viewer: Viewer,
      id: number,
      input: RefilingInput,
      file: IncomingFile | null,
      options: ReviewOptions & { complete?: (current: Current) => Promise<RefilingInput> } = {},
    ): Promise<Row> {
      const current = await visible(prisma, viewer, id, options.procurementId);
      const hasFile = kind.stateOf(current).hasFile;
      requireOwnSupplier(viewer, kind.supplierIdOf(current), hasFile ? kind.gates.replace : kind.gates.upload);
      kind.refuseRefiling?.(current);
      const filed = options.complete ? { ...input, ...(await options.complete(current)) } : input;
      const source = await fileSource(prisma, kind.imports?.keyOf(current) ?? null, filed, file, hasFile);
      const data = refiledChange(filed, source, deps.now());
      const write = async (tx: Db, mediaId: number | null, action: AuditAction) => {
        await kind.lock?.(tx, current);
        const after = await change(tx, viewer, options.ip, id, action, data(mediaId), kind.refuseRefiling);
        await kind.afterChange?.(tx, viewer, options.ip, after);
        return after;
      };
      if (file) {
        const action = hasFile ? kind.actions.replaced : kind.actions.uploaded;
        return storeUploadedFile(deps, { file, directory: kind.fileDirectory, field: "file", uploadedBy: viewer }, (tx, media) => write(tx, media.id, action));
      }
      // An import points at the own document's file: the same Media row, never a copy.
      return prisma.$transaction((tx) => write(tx, source?.mediaId ?? null, source ? kind.actions.imported : kind.actions.edited));
    },

    // Deleting, as the kind's deletion decides it for this viewer and this item: the file goes and the requirement
    // stays MISSING, both notes with the file they spoke of (the file and its Media row stay: the audit trail points
    // at them); or the row goes. The item is locked and decided again inside the transaction, so an approval
    // landing meanwhile still stops the supplier.
    async remove(viewer: Viewer, id: number, ip?: string | null): Promise<{ row: Row; outcome: "FILE_REMOVED" | "ROW_DELETED" }> {
      const current = await visible(prisma, viewer, id);
      if (kind.authorizeDelete) kind.authorizeDelete(viewer, current);
      else requirePermission(viewer, kind.gates.delete);
      const decided = (row: Current) => {
        const deletion = kind.deletion(viewer, row);
        if (deletion.kind === "REFUSED") throw kind.deletionRefused(deletion.decision, row);
        return deletion.kind;
      };
      decided(current);
      return prisma.$transaction(async (tx) => {
        await kind.lock?.(tx, current);
        const before = await visible(tx, viewer, id);
        const outcome = decided(before);
        let row: Row;
        if (outcome === "FILE_REMOVED") {
          row = await change(tx, viewer, ip, id, kind.actions.fileDeleted, {
            mediaId: null,
            attachmentName: null,
            documentDate: null,
            documentExpirationDate: null,
            uploadedAt: null,
            note: null,
            ...BACK_TO_PENDING,
          });
        } else {
          row = kind.rowOf(before);
          await kind.remove(tx, id);
          await recordAudit(tx, {
            actor: viewer, action: kind.actions.deleted, entityType: kind.entityType, entityId: id, before: kind.snapshot(row), ip, occurredAt: deps.now(),
            compliance: { procurementIds: [kind.procurementIdOf(before)] },
          });
        }
        await kind.afterChange?.(tx, viewer, ip, row);
        return { row, outcome };
      });
    },
  };
}

export type RequiredItemLifecycle<Current extends { id: number }, Row extends { id: number }> = ReturnType<typeof createRequiredItemLifecycle<Current, Row>>;
