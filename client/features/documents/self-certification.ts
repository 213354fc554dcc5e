// The self-certification (category AC) is generated on request by the REST path of the contract, which
// takes database ids. Relay global ids are base64 of "Type:id" (Pothos relay plugin), so the ids are
// read back from them here rather than asking the server for a second representation.
const SELF_CERTIFICATION_PATH = "/api/procurements/autocertificazione/generate";

export function databaseIdOf(globalId: string, typename: string): string | null {
  try {
    const decoded = atob(globalId);
    const separator = decoded.indexOf(":");
    if (separator < 0 || decoded.slice(0, separator) !== typename) return null;
    const id = decoded.slice(separator + 1);
    return /^[1-9]\d*$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function selfCertificationUrl(procurementGlobalId: string, supplierGlobalId: string): string | null {
  const procurementId = databaseIdOf(procurementGlobalId, "Procurement");
  const supplierId = databaseIdOf(supplierGlobalId, "Supplier");
  if (!procurementId || !supplierId) return null;
  const query = new URLSearchParams({ procurement_id: procurementId, supplier_id: supplierId });
  return `${SELF_CERTIFICATION_PATH}?${query.toString()}`;
}

// The name the spec gives the download; the server's Content-Disposition wins when it sends one.
export function selfCertificationFileName(companyName: string): string {
  return `autocertificazione_${companyName}.docx`;
}
