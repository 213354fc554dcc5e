// Every domain service, built once per app over the same dependencies. GraphQL resolvers and REST
// handlers both call these: rules and permission checks live in the services only.
import type { AppDeps } from "./deps";
import { createAuthService } from "./modules/auth/auth.service";
import { createSupplierService } from "./modules/suppliers/suppliers.service";

export function createServices(deps: AppDeps) {
  return {
    auth: createAuthService(deps),
    suppliers: createSupplierService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
