// Names users give their files and documents, as they are kept and sent back. Invisible formatting characters
// (Unicode's "format" category: the bidirectional overrides and isolates such as U+202E, which make "fdp.exe"
// read as "exe.pdf", zero-width spaces and joiners, the byte-order mark, the soft hyphen) carry nothing a reader
// can see and can make a name read as something it is not: they are dropped before a name is stored (a file's
// name as it arrives, and every name typed for a document), and again before one is written into a download's
// header (rows kept from before this rule).
const FORMAT_CHARACTERS = /\p{Cf}/gu;

export function withoutFormatCharacters(name: string): string {
  return name.replace(FORMAT_CHARACTERS, "");
}
