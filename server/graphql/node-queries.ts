// Query.node(id) and Query.nodes(ids), in place of the relay plugin's own: those decode the id before
// the resolver runs and throw on one that is not a global id of a loadable type ("12", "xyz", a scalar's
// name), which the client gets as an error and the server logs as unexpected. An address typed or pasted
// by a person is not a fault: anything that does not name an object answers null, as a missing one does.
import { resolveNodes } from "@pothos/plugin-relay";
import { isObjectType, type GraphQLResolveInfo } from "graphql";
import { decodeNodeId } from "../lib/node-id";
import { builder } from "./builder";

const NODE_INTERFACE = "Node";

// The type and raw id to load, or null when the id names no object type that implements Node.
function loadableNodeId(globalId: string, info: GraphQLResolveInfo): { typename: string; id: string } | null {
  const decoded = decodeNodeId(globalId);
  if (!decoded) return null;
  const type = info.schema.getType(decoded.typename);
  if (!isObjectType(type) || !type.getInterfaces().some((iface) => iface.name === NODE_INTERFACE)) return null;
  return decoded;
}

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context, info) => {
      const [node] = await resolveNodes(builder, context, info, [loadableNodeId(String(args.id), info)]);
      return node ?? null;
    },
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, context, info) =>
      resolveNodes(builder, context, info, args.ids.map((id) => loadableNodeId(String(id), info))),
  }),
}));
