// (placeholder: filled in by issue 3 work)
import type { AppDeps } from "../../deps";

export function createProcurementService(deps: AppDeps) {
  void deps;
  return {};
}

export type ProcurementService = ReturnType<typeof createProcurementService>;
