import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountRoutes } from './account/account-routes';
import { accountDeletionLimit } from './account/account-deletion-limit';
import { AVATAR_UPLOAD_PATH } from './account/user-avatar-routes';
import { aiRoutes } from './ai/ai-routes';
import { chatRepository } from './ai/chat-repository';
import { createAiEngine } from './ai/create-engine';
import type { AppEnv } from './app-env';
import type { Auth } from './auth/auth';
import { authRoutes } from './auth/auth-routes';
import { requireUser } from './auth/require-user';
import type { AppConfig } from './config';
import { isDatabaseUnreachable } from './db/connection-errors';
import type { AppDatabase } from './db/database';
import { clientIp } from './http/client-ip';
import { ApiError, errorBody, respondWithError, serviceUnavailableError } from './http/errors';
import { avatarRoutes } from './http/avatar-routes';
import { healthRoutes } from './http/health-routes';
import { type InFlightWork, inFlightWork, trackInFlightWork } from './http/in-flight-work';
import { originCheck } from './http/origin-check';
import { trustedOrigins } from './http/trusted-origins';
import { type RateLimitStores, memoryRateLimitStores } from './http/rate-limit-stores';
import { loggablePath, requestLogging } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { mountStaticClient } from './http/static-files';
import { journeyRoutes } from './journeys/journey-routes';
import { journeysRepository } from './journeys/journeys-repository';
import { readableJourneys } from './journeys/readable-journeys';
import type { Logger } from './logger';
import { portfolioRoutes } from './portfolio/portfolio-routes';
import { createInvitationSender } from './mail/invitation-mail';
import { createMailer } from './mail/mailer';
import { INVITATIONS_PER_HOUR } from '../domain/workspace-api';
import { acceptInvitationRoutes } from './workspaces/invitation-routes';
import { workspaceRoutes } from './workspaces/workspace-routes';
import { workspacesRepository } from './workspaces/workspaces-repository';

export interface AppDependencies {
  config: AppConfig;
  database: AppDatabase;
  auth: Auth;
  logger: Logger;
  /** Shared through Redis when REDIS_URL is set; give createAuth the same ones. */
  rateLimitStores?: RateLimitStores;
  /** What shutdown waits for; main.ts passes the one it waits on. */
  work?: InFlightWork;
}

export function createApp({
  config,
  database,
  auth,
  logger,
  rateLimitStores = memoryRateLimitStores(),
  work = inFlightWork(),
}: AppDependencies) {
  const app = new Hono<AppEnv>();
  app.use('*', trackInFlightWork(work));
  app.use('*', requestLogging(logger));
  app.use('*', securityHeaders(config.appUrl.startsWith('https://')));
  app.use('*', clientIp(config.trustProxy));
  app.use('/api/*', originCheck(trustedOrigins(config.appUrl, config.env)));
  const generalBodyLimit = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'), 413),
  });
  // The avatar upload has its own limit and a message that names it.
  app.use('/api/*', (c, next) => (c.req.path === AVATAR_UPLOAD_PATH ? next() : generalBodyLimit(c, next)));

  app.route('/api/health', healthRoutes(database, rateLimitStores));
  app.get('/api/config', (c) => c.json({ passwordMinLength: config.passwordMinLength }));
  app.route('/api/auth', authRoutes({ auth, config, database, rateLimitStores }));
  app.use('/api/journeys/*', requireUser(auth));
  app.use('/api/journeys', requireUser(auth));
  app.route('/api/journeys', journeyRoutes(database.db, journeysRepository(database.db), workspacesRepository(database.db)));
  app.use('/api/portfolio', requireUser(auth));
  app.route('/api/portfolio', portfolioRoutes(database.db));
  for (const path of ['/api/workspaces', '/api/workspaces/*', '/api/invitations/*']) app.use(path, requireUser(auth));
  const sendInvitation = createInvitationSender(createMailer(config.mail), logger);
  const invitationLimit = rateLimitStores.forRule({ max: INVITATIONS_PER_HOUR, windowMs: 60 * 60_000 });
  app.route('/api/workspaces', workspaceRoutes(database.db, { appUrl: config.appUrl, send: sendInvitation, limit: invitationLimit }));
  app.route('/api/invitations', acceptInvitationRoutes(database.db));
  app.use('/api/ai/*', requireUser(auth));
  const aiDependencies = {
    engine: createAiEngine(config.ai, logger),
    chats: chatRepository(database.db),
    journeys: readableJourneys(database.db),
    logger,
    settings: config.ai,
    rateLimitStores,
  };
  app.route('/api/ai', aiRoutes(aiDependencies));
  app.use('/api/account/*', requireUser(auth));
  app.use('/api/account/delete', accountDeletionLimit(config, rateLimitStores));
  app.route('/api/account', accountRoutes(auth, database));
  app.route('/avatars', avatarRoutes());
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', 'There is no such API route.'), 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return respondWithError(c, error);
    if (isDatabaseUnreachable(error)) {
      logger.warn({ requestId: c.get('requestId'), path: loggablePath(c.req.path) }, 'database unreachable: answered 503');
      return respondWithError(c, serviceUnavailableError());
    }
    logger.error({ err: error, requestId: c.get('requestId'), path: loggablePath(c.req.path) }, 'unhandled error');
    return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'), 500);
  });

  mountStaticClient(app, config.staticDir);
  return app;
}
