// The StoredFile type shared by every object that carries a file (placeholder: filled in by issue 3 work).
export {};
