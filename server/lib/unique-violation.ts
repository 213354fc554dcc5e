// Whether a Prisma error is a unique index refusing a value of `column`: the answer to two requests that both
// checked a value was free at the same moment. Prisma reports the column in different places per driver adapter
// (the fields, or only the index's name, as "users_email_key").
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, meta } = error as { code?: unknown; meta?: { target?: unknown; driverAdapterError?: { cause?: { constraint?: { fields?: unknown; index?: unknown } } } } };
  if (code !== "P2002") return false;
  const constraint = meta?.driverAdapterError?.cause?.constraint;
  const fields = JSON.stringify([meta?.target, constraint?.fields, constraint?.index]);
  return fields.includes(column);
}
