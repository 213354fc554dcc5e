// (placeholder: filled in by issue 3 work)
import type { AppDeps } from "../../deps";

export function createSupplierWorkerService(deps: AppDeps) {
  void deps;
  return {};
}

export type SupplierWorkerService = ReturnType<typeof createSupplierWorkerService>;
