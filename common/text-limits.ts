// The longest text a request may hand the server, by kind of parameter (server/lib/text-limits.ts checks them);
// here so that the client's fields stop at the same length instead of being refused.
export const TEXT_LIMITS = {
  // A quick search: no name or label a list searches is longer.
  search: 100,
  // A Relay id ("UHJvY3VyZW1lbnQ6MQ==") or a database id.
  id: 100,
  // A page cursor carries the sort column's value (a label up to 255 characters) next to the id, in base64.
  cursor: 2_000,
  // A calendar date or an instant.
  date: 40,
  // Anything else: notes, names, passwords, tokens.
  text: 5_000,
} as const;
