// Fiscal codes and VAT numbers for the demo people and companies, computed with the real algorithms
// (check characters included) so that any validation the portal applies accepts them.

const MONTH_LETTERS = "ABCDEHLMPRST";
const ODD_POSITION_VALUES: Record<string, number> = {
  "0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

function lettersOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase();
}

function splitLetters(name: string): { consonants: string; vowels: string } {
  const letters = lettersOf(name);
  return { consonants: letters.replace(/[AEIOU]/g, ""), vowels: letters.replace(/[^AEIOU]/g, "") };
}

function surnameCode(lastName: string): string {
  const { consonants, vowels } = splitLetters(lastName);
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

function firstNameCode(firstName: string): string {
  const { consonants, vowels } = splitLetters(firstName);
  if (consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

function checkCharacter(partial: string): string {
  let sum = 0;
  for (let index = 0; index < partial.length; index += 1) {
    const character = partial.charAt(index);
    if (index % 2 === 0) {
      sum += ODD_POSITION_VALUES[character] ?? 0;
    } else {
      sum += /[0-9]/.test(character) ? Number(character) : character.charCodeAt(0) - 65;
    }
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function personalFiscalCode(person: {
  firstName: string;
  lastName: string;
  sex: "M" | "F";
  birthDate: Date;
  // Belfiore code of the birthplace: a municipality, or Z... for a foreign country.
  birthplaceCode: string;
}): string {
  const year = String(person.birthDate.getUTCFullYear() % 100).padStart(2, "0");
  const month = MONTH_LETTERS.charAt(person.birthDate.getUTCMonth());
  const day = String(person.birthDate.getUTCDate() + (person.sex === "F" ? 40 : 0)).padStart(2, "0");
  const partial = `${surnameCode(person.lastName)}${firstNameCode(person.firstName)}${year}${month}${day}${person.birthplaceCode}`;
  return `${partial}${checkCharacter(partial)}`;
}

// Italian VAT number (partita IVA): ten digits and a Luhn-style check digit.
export function vatNumber(firstTenDigits: string): string {
  if (!/^\d{10}$/.test(firstTenDigits)) throw new Error(`Servono 10 cifre: ${firstTenDigits}`);
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(firstTenDigits.charAt(index));
    if (index % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return `${firstTenDigits}${(10 - (sum % 10)) % 10}`;
}
