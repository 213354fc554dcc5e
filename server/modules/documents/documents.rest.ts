// (placeholder: filled in by issue 3 work)
import type { Api } from "../../lib/rest";

export function registerDocumentRoutes(api: Api): void {
  void api;
}
