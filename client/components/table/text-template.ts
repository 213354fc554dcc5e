// Fills the "{name}" placeholders of an interface text (i18n/areas/table.ts) with values.
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
