// Reading the loose values of REST forms and JSON bodies (spec section 7): empty markers are no value,
// 0/1 flags are booleans, 0/1/2 approval codes are states. Anything else is handed on for the service's
// validation to refuse with its own message.
import { approvalStateFromCode } from "../../common/reference-lists";

// A form's empty value ("", "null", "undefined") is no value. A form field (a string) stays a string.
export function presentValue(value: string | undefined): string | undefined;
export function presentValue(value: unknown): unknown;
export function presentValue(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" && ["", "null", "undefined"].includes(value.trim())) return undefined;
  return value;
}

export function flagValue(value: unknown): unknown {
  const given = presentValue(value);
  if (given === undefined) return undefined;
  if (given === true || given === 1 || given === "1" || given === "true") return true;
  if (given === false || given === 0 || given === "0" || given === "false") return false;
  return given;
}

export function approvalValue(value: unknown): unknown {
  const given = presentValue(value);
  if (given === undefined) return undefined;
  const text = String(given).trim();
  return /^[012]$/.test(text) ? approvalStateFromCode(Number(text)) : text;
}
