// One value per GraphQL request, made on first use: the DataLoaders that let sibling rows load together (the
// lights, the compliance reasons) must live exactly as long as the request whose viewer they read for.
import type { RequestContext } from "../context";

export function perRequest<T>(make: (context: RequestContext) => T): (context: RequestContext) => T {
  const made = new WeakMap<RequestContext, T>();
  return (context) => {
    let value = made.get(context);
    if (value === undefined) {
      value = make(context);
      made.set(context, value);
    }
    return value;
  };
}
