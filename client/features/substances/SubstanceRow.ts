// What one row of "Elenco Sostanze" shows and its form reads. @inline, so the table reads it with
// readInlineData while rendering cells (no hook per cell) and the save mutation's answer re-reads the same
// fields, which updates the row in place.
import { graphql, readInlineData } from "react-relay/hooks";
import type { SubstanceRow_substance$data, SubstanceRow_substance$key } from "../../__generated__/SubstanceRow_substance.graphql";

export const substanceRowFragment = graphql`
  fragment SubstanceRow_substance on Substance @inline {
    id
    label
    hazardous
    sdsDate
    note
    hasSds
    complianceState
    hazardStatements {
      id
      code
      textIt
    }
    pictograms {
      code
    }
    sds {
      originalName
      downloadUrl
    }
  }
`;

export type SubstanceRowData = SubstanceRow_substance$data;

export function readSubstanceRow(key: SubstanceRow_substance$key): SubstanceRowData {
  return readInlineData(substanceRowFragment, key);
}
