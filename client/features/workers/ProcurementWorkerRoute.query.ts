// The procurement worker card's one query (/procurementworker/{procurement_id}/{worker_id}), started by the
// router's loader with the global ids built from the numeric ids of the address: the one assignment, with
// its certificates, the flags the edit form needs and the procurement's header.
import { graphql } from "react-relay/hooks";

export const procurementWorkerRouteQuery = graphql`
  query ProcurementWorkerRouteQuery($procurementId: ID!, $workerId: ID!) {
    viewer {
      id
      kind
      userLevel
    }
    procurementWorker(procurementId: $procurementId, workerId: $workerId) {
      id
      job
      note
      approval
      approvalNote
      trafficLight
      procurement {
        id
        label
        trafficLight
        customer {
          id
        }
      }
      flags {
        ...ProcurementWorkerEditDialog_flags
        chiefWorker
        fireSafetyOfficer
        firstAidOfficer
      }
      worker {
        id
        firstName
        lastName
        job
      }
      fitnessCertificates {
        id
        active
        approval
        attachmentName
        complianceState
        documentDate
        documentExpirationDate
        hasFile
        note
        category {
          code
          label
        }
        file {
          downloadUrl
          originalName
        }
      }
    }
  }
`;
