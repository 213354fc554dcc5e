// The worker's own files of a category (spec "Category match"): asked each time the category changes; no
// list is no reason to stop an upload, so a failed lookup simply offers no import.
import { useEffect, useState } from "react";
import { fetchQuery, graphql } from "react-relay/hooks";
import type {
  useMatchingWorkerDocumentsQuery,
  useMatchingWorkerDocumentsQuery$data,
} from "../../__generated__/useMatchingWorkerDocumentsQuery.graphql";
import { environment } from "../../relay/environment";

const query = graphql`
  query useMatchingWorkerDocumentsQuery($workerId: ID!, $categoryCode: String!) {
    matchingWorkerDocuments(workerId: $workerId, categoryCode: $categoryCode) {
      id
      attachmentFilename
      documentDate
      documentExpirationDate
      file {
        originalName
        mimeType
        downloadUrl
      }
    }
  }
`;

export type WorkerDocumentMatch = useMatchingWorkerDocumentsQuery$data["matchingWorkerDocuments"][number];

export function useMatchingWorkerDocuments(workerId: string, categoryCode: string | null): { matches: ReadonlyArray<WorkerDocumentMatch>; loading: boolean } {
  const [state, setState] = useState<{ key: string; matches: ReadonlyArray<WorkerDocumentMatch> } | null>(null);
  const key = categoryCode ? `${workerId}:${categoryCode}` : "";
  useEffect(() => {
    if (!categoryCode) return undefined;
    const subscription = fetchQuery<useMatchingWorkerDocumentsQuery>(environment, query, { workerId, categoryCode }, { fetchPolicy: "network-only" }).subscribe({
      next: (data) => setState({ key: `${workerId}:${categoryCode}`, matches: data.matchingWorkerDocuments }),
      error: () => setState({ key: `${workerId}:${categoryCode}`, matches: [] }),
    });
    return () => subscription.unsubscribe();
  }, [workerId, categoryCode]);
  if (!key) return { matches: [], loading: false };
  return state?.key === key ? { matches: state.matches, loading: false } : { matches: [], loading: true };
}
