// The REST facade of spec section 7, one registration per domain module.
import type { Api } from "./lib/rest";
import { registerAuthRoutes } from "./modules/auth/auth.rest";
import { registerSupplierRoutes } from "./modules/suppliers/suppliers.rest";

export function registerRestRoutes(api: Api): void {
  registerAuthRoutes(api);
  registerSupplierRoutes(api);
}
