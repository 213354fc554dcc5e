// The worker's own area: the Worker node and its medical examinations (spec section 2, /medicine).
import { builder } from "../../graphql/builder";
import { Suitability, VisitType } from "../../generated/prisma/enums";
import { parseNodeId } from "../../lib/node-id";
import { examinationWhereForViewer, workerWhereForViewer } from "./workers-area.service";

export const VisitTypeEnum = builder.enumType(VisitType, { name: "VisitType" });
export const SuitabilityEnum = builder.enumType(Suitability, { name: "Suitability" });

export const WorkerNode = builder.prismaNode("Worker", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [workerWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    // Health data: only the worker themself, whatever path led to this worker. The filter is part of the
    // relation's query, so anyone else gets an empty list and the list is still loaded with its parent.
    examinations: t.relation("examinations", {
      query: (_args, context) => ({
        where: examinationWhereForViewer(context.viewer),
        orderBy: [{ examinationDate: "desc" }, { id: "desc" }],
      }),
    }),
  }),
});

export const ExaminationNode = builder.prismaNode("Examination", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [examinationWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    examinationDate: t.expose("examinationDate", { type: "Date" }),
    visitType: t.expose("visitType", { type: VisitTypeEnum }),
    outcome: t.expose("outcome", { type: SuitabilityEnum, nullable: true }),
  }),
});
