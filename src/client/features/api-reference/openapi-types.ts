/** The parts of our OpenAPI document the reference page reads (src/server/openapi/openapi-document.ts). */
export interface ReferenceParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Record<string, unknown>;
  example?: string;
}

export interface ReferenceOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  'x-scope': string;
  'x-roles': string;
  parameters: ReferenceParameter[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { example?: unknown }> }>;
}

export interface ReferenceDocument {
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, ReferenceOperation>>;
}

export interface ListedOperation {
  method: string;
  path: string;
  operation: ReferenceOperation;
}

/** The document's operations by tag, in the order the document lists them. */
export function operationsByTag(document: ReferenceDocument): { tag: string; operations: ListedOperation[] }[] {
  const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  return document.tags.map(({ name }) => ({ tag: name, operations: listed.filter((entry) => entry.operation.tags.includes(name)) }));
}
