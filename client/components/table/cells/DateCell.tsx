// A calendar date as dd/MM/yyyy; null, "null", "undefined" and "0000-00-00" show nothing (spec section 5).
import { formatDate } from "../../../lib/dates";

export function DateCell({ value }: { value: string | null | undefined }) {
  const text = formatDate(value);
  return text ? <span className="cell-date">{text}</span> : null;
}
