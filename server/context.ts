// What every GraphQL resolver and REST handler receives: the dependencies, the services and the viewer.
import type { AppDeps } from "./deps";
import type { Services } from "./services";
import type { Viewer } from "./viewer";

export type RequestContext = {
  deps: AppDeps;
  services: Services;
  viewer: Viewer | null;
  // Client address, for rate limiting and the audit trail.
  ip: string | null;
};
