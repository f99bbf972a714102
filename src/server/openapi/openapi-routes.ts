import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { openApiDocument } from './openapi-document';

/** GET /api/openapi.json: public, like any API's reference; it names routes, never data. */
export function openApiRoutes(appUrl: string) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono<AppEnv>().get('/', (c) => {
    document ??= openApiDocument(appUrl);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(document);
  });
}
