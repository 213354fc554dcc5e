// The day a compliance answer is for (`asOf`, default today in Italy): given to a root compliance query, it holds
// for every light, reason and admission nested in that answer; a nested field's own `asOf` (the screens' lights
// accept one) wins over it. Kept per request by the root field's response key, so two aliased answers for two
// days in one request do not mix.
import type { GraphQLResolveInfo } from "graphql";
import { isoDateOf, italianDateOf } from "../../../common/calendar-dates";
import type { RequestContext } from "../../context";
import { perRequest } from "../../graphql/per-request";

const rootDays = perRequest(() => new Map<string | number, string>());

const rootKeyOf = (info: GraphQLResolveInfo) => {
  let path = info.path;
  while (path.prev) path = path.prev;
  return path.key;
};

// Called by a root compliance field: remembers its day for what is nested in it, and returns it.
export function rememberAsOf(context: RequestContext, info: GraphQLResolveInfo, asOf: Date | null | undefined): string {
  const day = asOf ? isoDateOf(asOf) : italianDateOf(context.deps.now());
  rootDays(context).set(rootKeyOf(info), day);
  return day;
}

// The day for a nested field: its own argument, else its root answer's, else today.
export function asOfDay(context: RequestContext, info: GraphQLResolveInfo, asOf?: Date | null): string {
  if (asOf) return isoDateOf(asOf);
  return rootDays(context).get(rootKeyOf(info)) ?? italianDateOf(context.deps.now());
}

export const AS_OF_DESCRIPTION =
  "Il giorno (in Italia) della risposta, predefinito oggi. Un giorno futuro applica le regole ai dati di oggi (ciò che sarà scaduto quel giorno conta come scaduto); un giorno passato risponde ciò che il portale diceva allora, dallo storico";
