// The supplier company of the signed-in supplier user: its header card on /home (spec section 2) and the
// REST getdata call (section 7). Who may see which supplier is decided here, for GraphQL and REST alike.
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../../lib/errors";
import { NO_ROWS, type Viewer } from "../../viewer";

// A supplier user sees its own company; a customer user the suppliers on its own procurements and those
// it refers; a worker none.
export function supplierWhereForViewer(viewer: Viewer | null): Prisma.SupplierWhereInput {
  if (!viewer) return NO_ROWS;
  if (viewer.kind === "SUPPLIER" && viewer.supplierId !== null) return { id: viewer.supplierId };
  if (viewer.kind === "CUSTOMER" && viewer.customerId !== null) {
    return {
      OR: [
        { referralCustomerId: viewer.customerId },
        { procurementLinks: { some: { procurement: { customerId: viewer.customerId } } } },
      ],
    };
  }
  return NO_ROWS;
}

// Municipalities are public reference data (ISTAT list): every signed-in user may read them.
export function municipalityWhereForViewer(viewer: Viewer | null): Prisma.MunicipalityWhereInput {
  return viewer ? {} : NO_ROWS;
}

const supplierDataSelect = {
  id: true,
  companyName: true,
  phone: true,
  address: true,
  email: true,
  referralCustomerId: true,
  municipality: { select: { name: true, province: true } },
} satisfies Prisma.SupplierSelect;

type SupplierDataRow = Prisma.SupplierGetPayload<{ select: typeof supplierDataSelect }>;

// The spec's snake_case shape of cs/getdata. Attachments, workers, DUVRIs and procurements join it in
// later issues: each becomes one more key here and one more relation in the select above.
export type SupplierData = {
  id: number;
  company_name: string;
  phone: string | null;
  address: string | null;
  email: string | null;
  referral_customer_id: number | null;
  location: { comune: string; provincia: string } | null;
};

function toSupplierData(row: SupplierDataRow): SupplierData {
  return {
    id: row.id,
    company_name: row.companyName,
    phone: row.phone,
    address: row.address,
    email: row.email,
    referral_customer_id: row.referralCustomerId,
    location: row.municipality ? { comune: row.municipality.name, provincia: row.municipality.province } : null,
  };
}

export function createSupplierService(deps: AppDeps) {
  const { prisma } = deps;

  function ownSupplierId(viewer: Viewer | null): number {
    if (!viewer) throw new UnauthenticatedError();
    if (viewer.kind !== "SUPPLIER" || viewer.supplierId === null) throw new ForbiddenError();
    return viewer.supplierId;
  }

  return {
    // The signed-in supplier user's own company (cs/getdata).
    async getOwnSupplierData(viewer: Viewer | null): Promise<SupplierData> {
      const supplierId = ownSupplierId(viewer);
      const row = await prisma.supplier.findUnique({ where: { id: supplierId }, select: supplierDataSelect });
      if (!row) throw new NotFoundError();
      return toSupplierData(row);
    },
  };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
