/*
 * The operations of the OpenAPI document (apps/server/src/plugins/openapi.ts), as the fuzz suite walks them:
 * method, path, path and query parameters with their JSON schemas, and the request body's schema.
 */

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that the zod → OpenAPI transform emits. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

/** One path or query parameter. */
export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** HTTP methods the API uses. */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the document. */
export interface Operation {
  method: Method;
  /** The OpenAPI path, with `{name}` placeholders ('/api/projects/{id}'). */
  path: string;
  /** The same path as Fastify registered it ('/api/projects/:id'). */
  route: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema; undefined when the operation declares no body. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = new Set<string>(['get', 'post', 'put', 'patch', 'delete']);

/** Replaces `$ref`s to `#/components/schemas/…` with the schema they name (the document uses few or none). */
function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): JsonSchema | undefined {
  if (!schema || depth > 20) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc.components?.schemas?.[name], doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, doc, depth + 1) ?? {}]));
  }
  if (schema.items) out.items = resolve(schema.items, doc, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => resolve(s, doc, depth + 1) ?? {});
  }
  return out;
}

/**
 * Lists the operations of an OpenAPI document (as `app.swagger()` returns it).
 * @param document the OpenAPI 3 document
 * @returns every operation, in document order (HEAD is not listed: the document has none)
 */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = (op.parameters ?? []).map((p) => ({ in: p.in, name: p.name, required: Boolean(p.required), schema: resolve(p.schema, doc) ?? {} }));
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: params.filter((p) => p.in === 'path').map(({ name, required, schema }) => ({ name, required, schema })),
        queryParams: params.filter((p) => p.in === 'query').map(({ name, required, schema }) => ({ name, required, schema })),
        body: body ? resolve(body, doc) : undefined,
      });
    }
  }
  return operations;
}

/** 'GET /api/projects/{id}'. */
export const operationKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;
