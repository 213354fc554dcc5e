// New passwords (change, reset) must not be among the ~49,000 most common ones, the list zxcvbn-ts ships
// (@zxcvbn-ts/language-common). OWASP asks for such a check: "Password1" meets the composition rules and
// falls to the first guesses of any attack. Server side only: the list is not sent to browsers.
let commonPasswords: Promise<ReadonlySet<string>> | null = null;

// Loaded at the first new password (about 0.1 s), not at start: most processes never need it.
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"]));
  return commonPasswords;
}

// The list is lower-case: "PASSWORD1" and "Password1" are the same guess for an attacker.
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.normalize("NFC").toLowerCase());
}
