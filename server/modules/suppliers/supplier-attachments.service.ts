// (placeholder: filled in by issue 3 work)
import type { AppDeps } from "../../deps";

export function createSupplierAttachmentService(deps: AppDeps) {
  void deps;
  return {};
}

export type SupplierAttachmentService = ReturnType<typeof createSupplierAttachmentService>;
