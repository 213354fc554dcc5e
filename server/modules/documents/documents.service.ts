// (placeholder: filled in by issue 3 work)
import type { AppDeps } from "../../deps";

export function createDocumentService(deps: AppDeps) {
  void deps;
  return {};
}

export type DocumentService = ReturnType<typeof createDocumentService>;
