// The GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec),
// which graphql-upload-minimal reads on the server: a form with "operations" (the usual JSON body, with
// null where each file goes), "map" (file part name → the variable paths it fills), then the files.
//
// Relay's `uploadables` is a map whose keys are up to the caller: here a key is the file's path inside
// the variables, e.g. { "input.file": file } for `mutation ($input: XxxInput!)`.
import type { UploadableMap } from "relay-runtime";

export type UploadProgress = { readonly loaded: number; readonly total: number; readonly percent: number };

type JsonObject = { [key: string]: unknown };

export type MultipartParts = {
  operations: OperationReference & { operationName: string; variables: JsonObject };
  map: Record<string, string[]>;
  files: Array<{ part: string; file: File | Blob; name: string | undefined }>;
};

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null;
}

// A deep copy of `variables` with null at `path` ("input.file", "input.files.0"); missing objects along
// the path are created, arrays stay arrays.
export function withNullAt(variables: JsonObject, path: string): JsonObject {
  const keys = path.split(".").filter(Boolean);
  if (keys.length === 0) throw new Error(`Percorso del file non valido: "${path}"`);
  const copy = structuredClone(variables);
  let node: JsonObject = copy;
  keys.slice(0, -1).forEach((key, index) => {
    const next = node[key];
    if (!isObject(next)) node[key] = /^\d+$/.test(keys[index + 1] ?? "") ? [] : {};
    node = node[key] as JsonObject;
  });
  node[keys[keys.length - 1] as string] = null;
  return copy;
}

// The operation goes by its id (documentId) when the Relay compiler persisted it, by its text otherwise.
export type OperationReference = { documentId: string } | { query: string };

export function multipartParts(
  request: OperationReference & { operationName: string; variables: JsonObject },
  uploadables: UploadableMap,
): MultipartParts {
  let variables = request.variables;
  const map: Record<string, string[]> = {};
  const files: MultipartParts["files"] = [];
  Object.entries(uploadables).forEach(([path, file], index) => {
    const part = String(index);
    variables = withNullAt(variables, path);
    map[part] = [`variables.${path}`];
    files.push({ part, file, name: file instanceof File ? file.name : undefined });
  });
  const operation = "documentId" in request ? { documentId: request.documentId } : { query: request.query };
  return { operations: { ...operation, operationName: request.operationName, variables }, map, files };
}

export function multipartBody(parts: MultipartParts): FormData {
  const form = new FormData();
  // The spec requires this order: operations, map, then the files.
  form.append("operations", JSON.stringify(parts.operations));
  form.append("map", JSON.stringify(parts.map));
  for (const { part, file, name } of parts.files) {
    if (name === undefined) form.append(part, file);
    else form.append(part, file, name);
  }
  return form;
}

export function progressOf(loaded: number, total: number): UploadProgress {
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  return { loaded, total, percent };
}
