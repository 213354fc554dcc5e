// The React side of form-meta.ts: a form dialog (DataDialog) provides a registry; each shared field
// registers its label and asks whether it is required. Outside a form dialog (the sign-in pages) there
// is no registry and a field is required only when it says so.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { z } from "zod";
import { isRequiredBySchema, type FieldEntry } from "./form-meta";

export type FormRegistry = {
  register(entry: FieldEntry): () => void;
  // The registered fields in the order they appear on screen.
  fields(): FieldEntry[];
  isRequired(name: string, emptyValue: unknown): boolean;
};

const FormRegistryContext = createContext<FormRegistry | null>(null);

function byScreenOrder(a: FieldEntry, b: FieldEntry): number {
  const first = document.getElementById(a.inputId);
  const second = document.getElementById(b.inputId);
  if (!first || !second) return 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

// The registry of one form dialog. Fields register after they render, so each change re-renders the
// dialog once (its summary names fields that were not there on the first render).
export function useFormRegistry(schema: z.ZodType | undefined): FormRegistry {
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const [, setVersion] = useState(0);
  return useMemo(() => {
    const entries = new Map<string, FieldEntry>();
    const changed = () => setVersion((version) => version + 1);
    return {
      register(entry) {
        entries.set(entry.name, entry);
        changed();
        return () => {
          if (entries.get(entry.name) !== entry) return;
          entries.delete(entry.name);
          changed();
        };
      },
      fields: () => [...entries.values()].sort(byScreenOrder),
      isRequired: (name, emptyValue) => isRequiredBySchema(schemaRef.current, name, emptyValue),
    };
  }, []);
}

export function FormRegistryProvider({ registry, children }: { registry: FormRegistry | null; children: ReactNode }) {
  return <FormRegistryContext.Provider value={registry}>{children}</FormRegistryContext.Provider>;
}

export type FieldDescription = {
  name: string;
  label: string | undefined;
  inputId: string;
  // The value an untouched field of this kind holds ("" for text, null for a choice or a file).
  emptyValue: unknown;
  isEmpty: (value: unknown) => boolean;
  // Overrides what the schema says (a rule that spans fields, a form outside a dialog).
  required?: boolean;
};

// Registers the field with the surrounding form dialog, if any, and says whether it is required.
export function useFieldRegistration(field: FieldDescription): boolean {
  const registry = useContext(FormRegistryContext);
  const { name, label, inputId, isEmpty } = field;
  const required = field.required ?? registry?.isRequired(name, field.emptyValue) ?? false;
  useEffect(() => {
    if (!registry || !label) return undefined;
    return registry.register({ name, label, inputId, isEmpty, required });
  }, [registry, name, label, inputId, isEmpty, required]);
  return required;
}
