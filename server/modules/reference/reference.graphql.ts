// Reference data queries (placeholder: filled in by issue 3 work).
export {};
