// The worker fields the workforce grid's row, the phone's card and the worker record's header and data tab all
// show: one list, so the three never drift apart. @inline, so the grid reads it with readInlineData while
// rendering cells (no hook per cell).
import { graphql, readInlineData } from "react-relay/hooks";
import type { WorkforceWorkerRow_worker$data, WorkforceWorkerRow_worker$key } from "../../__generated__/WorkforceWorkerRow_worker.graphql";

export const workforceWorkerRowFragment = graphql`
  fragment WorkforceWorkerRow_worker on WorkforceWorker @inline {
    id
    databaseId
    firstName
    lastName
    resigned
    excludedFromSurveillance
    factory { name }
    department { name }
    job { name }
    suitability
    businessImpact
    lastVisit
    nextVisit
    trainingFamilies { code name status enrolled }
  }
`;

export type WorkforceWorkerRowData = WorkforceWorkerRow_worker$data;

export function readWorkforceWorkerRow(key: WorkforceWorkerRow_worker$key): WorkforceWorkerRowData {
  return readInlineData(workforceWorkerRowFragment, key);
}
