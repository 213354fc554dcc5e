// (placeholder: filled in by issue 3 work)
import type { Api } from "../../lib/rest";

export function registerProcurementRoutes(api: Api): void {
  void api;
}
