import { Hono } from 'hono';
import { FacilitationRefused } from '../domain/facilitation/facilitation-refused';
import { bodyLimit } from 'hono/body-limit';
import { accountRoutes } from './account/account-routes';
import { accountDeletionLimit } from './account/account-deletion-limit';
import { AVATAR_UPLOAD_PATH } from './account/user-avatar-routes';
import { aiRoutes } from './ai/ai-routes';
import { duplicateIdeasRoutes } from './ai/duplicate-ideas-routes';
import { chatRepository } from './ai/chat-repository';
import type { AppEnv } from './app-env';
import { personalTokenRoutes, workspaceTokenRoutes } from './api-tokens/api-token-routes';
import { tokenAuthentication } from './api-tokens/token-authentication';
import { auditTrail } from './audit/audit-trail';
import { journeyExportRoutes } from './journeys/journey-export-routes';
import { type Auth, ssoSecretBox } from './auth/auth';
import { authRoutes } from './auth/auth-routes';
import { type AuthSessionReads, sessionReader } from './auth/read-session';
import { requireUser } from './auth/require-user';
import type { AppConfig } from './config/index';
import { isDatabaseUnreachable } from './db/connection-errors';
import { isStorageFull } from './db/storage-full';
import type { AppDatabase } from './db/database';
import { createGovernance } from './ai/governance/governance';
import { clientIp } from './http/client-ip';
import { ApiError, errorBody, respondWithError, serviceUnavailableError, storageFullError } from './errors';
import { avatarRoutes } from './http/avatar-routes';
import { healthRoutes } from './http/health-routes';
import { type InFlightWork, inFlightWork, trackInFlightWork } from './http/in-flight-work';
import { originCheck } from './http/origin-check';
import { overloadGuard } from './http/overload-guard';
import { overloadRules } from './http/overload-rules';
import { outgoingCallSlots } from './http/outgoing-call-slots';
import { trustedOrigins } from './http/trusted-origins';
import { workspaceAnswers } from './http/workspace-answers';
import { type RateLimitStores, memoryRateLimitStores } from './http/rate-limit-stores';
import { loggablePath, requestLogging } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { logStorageChanges } from './http/storage-log';
import { mountStaticClient } from './http/static-files';
import { journeyRoutes } from './journeys/journey-routes';
import { readableJourneys } from './journeys/readable-journeys';
import { type JourneyLiveHub, createLiveHub } from './live/create-live-hub';
import { type LiveBus, memoryLiveBus } from './live/live-bus';
import type { Logger } from './logger';
import { portfolioRoutes } from './portfolio/portfolio-routes';
import { openApiRoutes } from './openapi/openapi-routes';
import { createInvitationSender } from './mail/invitation-mail';
import { createMailer } from './mail/mailer';
import { INVITATIONS_PER_HOUR } from '../domain/workspace-api';
import { acceptInvitationRoutes, invitationPreviewRoutes } from './workspaces/invitation-routes';
import { workspaceRoutes } from './workspaces/workspace-routes';
import { ssoRoutes } from './sso/sso-routes';
import { workspacesRepository } from './workspaces/workspaces-repository';
import { isSamlAssertionPost } from './sso/saml-service-provider';
import { ssoAuthGuards } from './sso/sso-auth-guards';
import { ssoDirectory } from './sso/sso-directory';
import { ssoLinkRoutes } from './sso/sso-link-routes';
import { workspaceSsoRepository } from './sso/workspace-sso-repository';
import { webhookEvents, webhookEventsOfChanges } from './webhooks/webhook-events';
import { facilitationRoutes } from './facilitation/facilitation-routes';
import { facilitationService } from './facilitation/facilitation-service';
import { webhookDeliveryRules } from './webhooks/delivery-rules';
import { webhookRoutes } from './webhooks/webhook-routes';
import { jiraHandOff } from './jira/jira-hand-off';

/** An integration with a wrong token fails every call: enough to notice in its logs, too few to guess with. */
const FAILED_TOKEN_ATTEMPTS_PER_10_MINUTES = 20;

/** Each verification asks DNS servers for us: enough for an owner fixing a record, too few to use us to flood them. */
const DOMAIN_VERIFICATIONS_PER_10_MINUTES = 20;

export interface AppDependencies {
  config: AppConfig;
  database: AppDatabase;
  auth: Auth;
  /** The same ones createAuth was given: session reads through a cache that sign-outs empty. */
  sessions: AuthSessionReads;
  logger: Logger;
  /** Shared through Redis when REDIS_URL is set; give createAuth the same ones. */
  rateLimitStores?: RateLimitStores;
  /** What shutdown waits for; main.ts passes the one it waits on. */
  work?: InFlightWork;
  /** Between app processes: on Redis when REDIS_URL is set (main.ts closes it at shutdown). */
  liveBus?: LiveBus;
  /** Open journeys' event streams, on the same bus. */
  liveHub?: JourneyLiveHub;
}

export function createApp({
  config,
  database,
  auth,
  sessions,
  logger,
  rateLimitStores = memoryRateLimitStores(),
  work = inFlightWork(),
  liveBus = memoryLiveBus(),
  liveHub = createLiveHub({ database, bus: liveBus }),
}: AppDependencies) {
  const app = new Hono<AppEnv>();
  sessions.connect(liveBus);
  const readSession = sessionReader(auth, sessions);
  const signedIn = requireUser(auth, readSession);
  logStorageChanges(database.storage, logger);
  app.use('*', trackInFlightWork(work));
  app.use('*', requestLogging(logger));
  app.use('*', securityHeaders(config.appUrl.startsWith('https://')));
  app.use('*', clientIp(config.trustProxy));
  const overload = overloadGuard(config.overload, overloadRules());
  app.use('/api/*', overload.middleware);
  const audit = auditTrail(database, config.authSecret, logger);
  const tokenFailures = rateLimitStores.forRule({ max: FAILED_TOKEN_ATTEMPTS_PER_10_MINUTES, windowMs: 10 * 60_000 });
  app.use('/api/*', tokenAuthentication({ db: database.db, audit, failures: tokenFailures }));
  app.use('/api/*', originCheck(trustedOrigins(config.appUrl, config.env), isSamlAssertionPost));
  const generalBodyLimit = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'), 413),
  });
  // The avatar upload has its own limit and a message that names it. A GET or HEAD has no body to
  // limit, and asking for one makes Node's server build a full Fetch Request for every read.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path === AVATAR_UPLOAD_PATH ? next() : generalBodyLimit(c, next),
  );

  app.route('/api/health', healthRoutes(database, rateLimitStores, overload.report));
  app.route('/api/openapi.json', openApiRoutes(config.appUrl));
  const directory = ssoDirectory(database.db, config.sso.deployment);
  app.get('/api/config', async (c) =>
    c.json({ passwordMinLength: config.passwordMinLength, singleSignOn: await directory.anyConfigured() }),
  );
  const governance = createGovernance(config, database, audit, logger);
  const sso = ssoAuthGuards(database.db, directory, config.appUrl);
  const events = webhookEvents(config.appUrl, logger);
  const webhookDelivery = webhookDeliveryRules(config);
  app.route('/api/auth', authRoutes({ auth, config, database, rateLimitStores, sso, audit, sessions }));
  app.route('/api/sso', ssoLinkRoutes(database.db, directory, config, rateLimitStores));
  // A trailing `/*` matches its base address too (`/api/journeys` itself): registering both read
  // the session twice per request.
  app.use('/api/journeys/*', signedIn);
  app.route('/api/journeys', journeyExportRoutes(database.db, audit));
  const callsOut = outgoingCallSlots();
  const jira = jiraHandOff({ database, audit, config, callsOut });
  app.route('/api/journeys', jira.journeyRoutes);
  const sessionIsLive = async (headers: Headers) => (await readSession(headers)) !== null;
  const workspaces = workspacesRepository(database.db);
  const facilitation = facilitationService(database, liveHub);
  const answers = workspaceAnswers(database);
  app.route(
    '/api/journeys',
    journeyRoutes({
      database,
      workspaces,
      hub: liveHub,
      sessionIsLive,
      audit,
      streamLimits: config.liveStreams,
      duplicateIdeas: duplicateIdeasRoutes(governance.engines.catalogueTitles),
      events,
      changesApplied: webhookEventsOfChanges(database.db, events),
      facilitation: { routes: facilitationRoutes(database.db, facilitation, workspaces), divertMarks: facilitation.divertMarks },
      answers,
    }),
  );
  app.use('/api/portfolio', signedIn);
  app.route('/api/portfolio', portfolioRoutes(database.db, answers));
  for (const path of ['/api/workspaces/*', '/api/invitations/*']) app.use(path, signedIn);
  const sendInvitation = createInvitationSender(createMailer(config.mail), logger);
  const invitationLimit = rateLimitStores.forRule({ max: INVITATIONS_PER_HOUR, windowMs: 60 * 60_000 });
  const ssoSettings = {
    appUrl: config.appUrl,
    sso: config.sso,
    repository: workspaceSsoRepository(database.db, ssoSecretBox(config.authSecret)),
    verificationLimit: rateLimitStores.forRule({ max: DOMAIN_VERIFICATIONS_PER_10_MINUTES, windowMs: 10 * 60_000 }),
    audit,
    sessions,
  };
  app.route(
    '/api/workspaces',
    workspaceRoutes(database.db, {
      invitations: { appUrl: config.appUrl, send: sendInvitation, limit: invitationLimit },
      audit,
      areaRoutes: [
        ...governance.ownerRoutes,
        ['/sso', ssoRoutes(ssoSettings)],
        ['/tokens', workspaceTokenRoutes(database.db, audit)],
        ['/webhooks', webhookRoutes({ database, audit, settings: config.webhooks, box: webhookDelivery.box, delivery: webhookDelivery, callsOut })],
        ['/jira', jira.settingsRoutes],
      ],
      membershipChanged: liveHub.membershipChanged,
    }),
  );
  app.route('/api/invitations', acceptInvitationRoutes(database.db, audit, events));
  app.route('/api/invitation-previews', invitationPreviewRoutes(database.db));
  app.use('/api/ai/*', signedIn);
  const aiDependencies = {
    chats: chatRepository(database.db),
    journeys: readableJourneys(database),
    logger,
    settings: config.ai,
    governed: governance.governed,
    status: governance.status,
    rateLimitStores,
  };
  app.route('/api/ai', aiRoutes(aiDependencies));
  app.use('/api/account/*', signedIn);
  app.use('/api/account/delete', accountDeletionLimit(config, rateLimitStores));
  app.route('/api/account/tokens', personalTokenRoutes(database.db, audit));
  app.route('/api/account', accountRoutes(auth, database, { usage: governance.usage, audit, sessions }));
  app.route('/avatars', avatarRoutes());
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', 'There is no such API route.'), 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return respondWithError(c, error);
    if (error instanceof FacilitationRefused) return respondWithError(c, new ApiError(error.status, error.code, error.message));
    // The storage watch has named the cause in the log once; each request's 507 is in the request log.
    if (isStorageFull(error)) return respondWithError(c, storageFullError());
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
