// (placeholder: filled in by issue 3 work)
import type { AppDeps } from "../../deps";

export function createReferenceService(deps: AppDeps) {
  void deps;
  return {};
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
