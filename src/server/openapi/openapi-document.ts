import { z } from '../../domain/zod';
import { API_TOKEN_SCOPES } from '../../domain/api-token-api';
import { scopesForRequest } from '../../domain/api-token-scopes';
import type { ApiOperation } from './api-operation';
import { facilitationOperations } from './facilitation-operations';
import { jiraOperations } from './jira-operations';
import { journeyOperations } from './journey-operations';
import { liveOperations } from './live-operations';
import { workspaceOperations } from './workspace-operations';

/** Every operation an API token may call, in the order the reference page lists them. */
export const API_OPERATIONS: readonly ApiOperation[] = [...journeyOperations, ...liveOperations, ...facilitationOperations, ...jiraOperations, ...workspaceOperations];

/** The scopes a token needs for an operation (any one of them), as the token check itself decides; null: browsers only. */
export function tokenScopesOf(operation: Pick<ApiOperation, 'method' | 'path'>): string[] | null {
  return scopesForRequest(operation.method.toUpperCase(), operation.path.replace(/\{(\w+)\}/g, 'x-$1'));
}

// Transforms and refinements have no JSON Schema: they are documented as the type they accept.
const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
    },
  },
};

const COMMON_ERRORS: Record<string, string> = {
  '400': 'The request is not valid; `error.fields` says which field and why.',
  '401': 'No valid token or session: missing, expired or revoked.',
  '403': 'The token’s scope or the caller’s role does not allow this.',
  '404': 'No such journey or workspace, or not one the caller may see.',
  '429': 'Too many requests; wait for `Retry-After` seconds.',
};

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function parameters(operation: ApiOperation) {
  const inPath = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
  const query = operation.query ? (jsonSchema(operation.query) as { properties?: Record<string, unknown>; required?: string[] }) : undefined;
  const inQuery = Object.entries(query?.properties ?? {}).map(([name, schema]) => {
    const example = operation.queryExample?.[name];
    return { name, in: 'query', required: query?.required?.includes(name) ?? false, schema, ...(example === undefined ? {} : { example }) };
  });
  return [...inPath, ...inQuery];
}

function accessLine(scopes: string[] | null, roles: string): string {
  if (!scopes) return `Signed-in browsers only: API tokens are refused here (403 TOKEN_NOT_ACCEPTED). Roles: ${roles}.`;
  return `Token scope: ${scopes.map((scope) => `\`${scope}\``).join(' or ')}. Roles: ${roles}.`;
}

function operationObject(operation: ApiOperation) {
  const scopes = tokenScopesOf(operation);
  const success = operation.success;
  const successContent =
    success.status === 204 ? undefined : { [success.contentType ?? 'application/json']: success.example === undefined ? { schema: {} } : { schema: {}, example: success.example } };
  const errors = Object.fromEntries([...Object.entries(COMMON_ERRORS), ...Object.entries(operation.errors ?? {})].map(([status, text]) => [status, errorResponse(text)]));
  return {
    operationId: `${operation.method}${operation.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_all, next: string | undefined) => (next ?? '').toUpperCase())}`,
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, accessLine(scopes, operation.roles)].filter(Boolean).join('\n\n'),
    'x-scopes': scopes ?? [],
    'x-roles': operation.roles,
    security: scopes ? [{ bearerToken: scopes }, { sessionCookie: [] }] : [{ sessionCookie: [] }],
    parameters: parameters(operation),
    ...(operation.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(operation.body), ...(operation.example === undefined ? {} : { example: operation.example }) } } } }
      : {}),
    responses: { [String(success.status)]: { description: success.description, ...(successContent ? { content: successContent } : {}) }, ...errors },
  };
}

/** The OpenAPI 3.1 document of the public API, built from the schemas the routes validate with. */
export function openApiDocument(appUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of API_OPERATIONS) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Innovation Studio API',
      version: '1.0.0',
      description:
        'The routes the app itself uses, for your own tools. Authenticate with a personal or workspace API token as `Authorization: Bearer <token>`; ' +
        'a token reaches what its scopes and its owner’s role allow, and never the account or token settings. Errors answer `{ error: { code, message } }`.',
    },
    servers: [{ url: appUrl }],
    tags: [...new Set(API_OPERATIONS.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', description: `Scopes: ${Object.entries(API_TOKEN_SCOPES).map(([scope, text]) => `${scope} (${text})`).join('; ')}.` },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
      },
    },
  };
}
