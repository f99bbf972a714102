import type { z } from 'zod';

/**
 * One operation of the public API, as the OpenAPI document describes it. `body` and `query` are
 * the zod schemas the route itself validates with, so the document cannot drift from the check.
 */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style: /api/journeys/{id}. */
  path: string;
  tag: 'Journeys' | 'Live co-editing' | 'Comments' | 'Facilitated sessions' | 'Jira' | 'Portfolio' | 'Audit';
  summary: string;
  description?: string;
  /** Who may call it besides the scope: the workspace roles the route accepts. */
  roles: 'any member' | 'owners and editors' | 'owners';
  query?: z.ZodObject;
  /** Query parameters the route accepts, shown as the parameters' examples. */
  queryExample?: Record<string, string>;
  body?: z.ZodType;
  /** A request body the route accepts, with {id} style placeholders the reference page explains. */
  example?: unknown;
  /** The success answer: status, what it is, and an example. */
  success: { status: 200 | 201 | 204; description: string; example?: unknown; contentType?: string };
  /** Error statuses worth knowing beyond 400 / 401 / 403 / 404 / 429, which every operation may answer. */
  errors?: Partial<Record<409 | 413 | 502 | 503 | 507, string>>;
}

export const op = (operation: ApiOperation): ApiOperation => operation;
