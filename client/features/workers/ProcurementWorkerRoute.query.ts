// The procurement worker card's one query (/procurementworker/{procurement_id}/{worker_id}), started by the
// router's loader with the procurement's global id built from the numeric id of the address. The card
// picks its worker from the procurement's list (the list is short and the tab already asks for it).
import { graphql } from "react-relay/hooks";

export const procurementWorkerRouteQuery = graphql`
  query ProcurementWorkerRouteQuery($procurementId: ID!) {
    viewer {
      id
      kind
      userLevel
    }
    node(id: $procurementId) {
      ... on Procurement @alias(as: "procurement") {
        id
        label
      }
    }
    procurementWorkers(procurementId: $procurementId) {
      id
      job
      approval
      approvalNote
      trafficLight
      flags {
        chiefWorker
        fireSafetyOfficer
        firstAidOfficer
      }
      worker {
        id
        firstName
        lastName
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
