import { Hono } from 'hono';
import { renderPersonaAvatarSvg } from '../../domain/persona-avatar';
import { getPersona } from '../../domain/personas';
import type { AppEnv } from '../app-env';
import { notFoundError } from '../errors';

/** Persona avatars are drawn on our own origin; no image is loaded from another host. */
export function avatarRoutes() {
  return new Hono<AppEnv>().get('/:file{[a-z0-9]+\\.svg}', (c) => {
    const persona = getPersona(c.req.param('file').replace(/\.svg$/, ''));
    if (!persona) throw notFoundError('The avatar');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(renderPersonaAvatarSvg(persona));
  });
}
