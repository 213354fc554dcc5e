// What a kind of required item is, described once: where its rows live and who sees them, how its columns are
// named, what its audit trail calls its changes, where its file is stored, where an import comes from and
// when it matches, and what deleting it does. The lifecycle itself (required-items.core.ts) reads only this,
// so a new kind of item is one new description, not a new service.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { StorageDirectory } from "../../lib/storage";
import type { RequiredItemApproval, RequiredItemWords } from "../../../common/validation/required-items";
import type { Viewer } from "../../viewer";
import type { AuditAction } from "../audit/audit.service";
import type { Decision, Permission } from "../auth/permissions";

export type Db = Prisma.TransactionClient;
// Reads outside a transaction too.
export type Reader = Db | PrismaClient;

// The state every rule reads, whatever the kind's columns are called.
export type ItemState = { approval: RequiredItemApproval; active: boolean; hasFile: boolean; reviewNote: string | null };

// A change in the lifecycle's words; each kind writes it to its own columns.
export type ItemChange = {
  approval?: RequiredItemApproval;
  reviewNote?: string | null;
  reviewedAt?: Date | null;
  reviewedById?: number | null;
  active?: boolean;
  attachmentName?: string | null;
  documentDate?: Date | null;
  documentExpirationDate?: Date | null;
  note?: string | null;
  mediaId?: number | null;
  uploadedAt?: Date | null;
  // Which of the procurement's required documents a freely filed item is (element documents; null: an extra one).
  requirementId?: number | null;
};

// A file of the company's or the worker's own documents, as an import copies it.
export type ImportedFile = { mediaId: number; attachmentFilename: string | null; documentDate: Date | null; documentExpirationDate: Date | null };
export type ImportCandidate = Omit<ImportedFile, "mediaId"> & { mediaId: number | null; matches: boolean };
// What an import is matched against: whose own documents (the supplier, the worker) and which category they must be of.
export type ImportKey = { ownerId: number; category: number | null };

// What deleting does for this viewer and this item: refused (why), the file goes and the requirement stays, or the row goes.
export type ItemDeletion = { kind: "REFUSED"; decision: Decision } | { kind: "FILE_REMOVED" } | { kind: "ROW_DELETED" };

export type RequiredItemKind<Current extends { id: number }, Row extends { id: number }> = {
  entityType: string;
  notFound: string;
  words: RequiredItemWords;
  // Where the caller's input names the review note and the import, for the fields an error points at.
  fields: { reviewNote: string; import: string };
  actions: {
    reviewed: AuditAction;
    mandatoryChanged: AuditAction | null;
    uploaded: AuditAction;
    replaced: AuditAction;
    imported: AuditAction;
    edited: AuditAction;
    fileDeleted: AuditAction;
    deleted: AuditAction;
  };
  // The permission gate each action asks.
  gates: { review: Permission; upload: Permission; replace: Permission; delete: Permission };
  // Where an uploaded file is stored.
  fileDirectory: StorageDirectory;
  // Whether filing asks the supplier for the item's name (an element document is named by its requirement or,
  // approved with its whole element, by its file).
  nameRequired: boolean;
  // The item as the viewer may see it (anyone else's answers like a missing one), with what the rules read.
  find(db: Reader, viewer: Viewer, id: number, scope: { procurementId?: number | null }): Promise<Current | null>;
  stateOf(current: Current): ItemState;
  supplierIdOf(current: Current): number;
  // Which procurement the item is on: its history is recorded per procurement (compliance-history.ts).
  procurementIdOf(current: Current): number;
  rowOf(current: Current): Row;
  update(db: Db, id: number, change: ItemChange): Promise<Row>;
  remove(db: Db, id: number): Promise<void>;
  snapshot(row: Row): Prisma.InputJsonObject;
  // Where imports come from: the own document an import would copy, and whether it is of the item's category
  // (null: not the owner's, or no such document).
  imports?: { keyOf(current: Current): ImportKey; candidate(db: Reader, key: ImportKey, importId: number): Promise<ImportCandidate | null> };
  deletion(viewer: Viewer, current: Current): ItemDeletion;
  // Who may delete at all, when it is more than the delete gate (only the item's own supplier, for instance).
  authorizeDelete?(viewer: Viewer, current: Current): void;
  // Why deleting is refused, as this kind words it.
  deletionRefused(decision: Decision, current: Current): Error;
  // Locks what two changes of one item must not interleave on, for the rest of the transaction.
  lock?(tx: Db, current: Current): Promise<void>;
  // A review this kind refuses before the common rules (a whole-element approval, for instance).
  refuseReview?(current: Current): void;
  // A correction this kind refuses (an approved element document is replaced by a new version, never edited).
  refuseRefiling?(current: Current): void;
  // What follows every change of one item, a new one included (an element's approval follows its documents).
  afterChange?(tx: Db, viewer: Viewer, ip: string | null | undefined, row: Row): Promise<void>;
};
