// How the autocomplete, the forms and the REST answers show a municipality: "name (province)"
// (spec section 5, Municipality autocomplete).
export function municipalityLabel(municipality: { name: string; province: string }): string {
  return `${municipality.name} (${municipality.province})`;
}
