import { Hono } from 'hono';
import {
  SSO_MESSAGES,
  type SsoSettingsInput,
  type WorkspaceSso,
  ssoDomainInputSchema,
  ssoDomainSchema,
  ssoSettingsInputSchema,
} from '../../domain/sso-api';
import type { AuditTrail } from '../audit/audit-trail';
import type { SessionChanges } from '../app-env';
import { ApiError } from '../errors';
import type { RateLimitStore } from '../http/rate-limit';
import { readJson } from '../http/validate';
import { type WorkspaceEnv, requireTeamWorkspace, requireWorkspaceOwner } from '../workspaces/workspace-access';
import { discoverProvider } from './discover-provider';
import { domainPublishesToken } from './domain-verification';
import { readSamlIdentityProvider } from '../config/saml-idp-settings';
import { samlServiceProvider } from './saml-service-provider';
import type { SsoSettings } from '../config/sso-config';
import { ssoRedirectUri } from './sso-plugin';
import { providerView } from './provider-view';
import { type ProviderSettings, type WorkspaceSsoRepository, workspaceProviderId } from './workspace-sso-repository';

export interface SsoRouteSettings {
  appUrl: string;
  sso: SsoSettings;
  repository: WorkspaceSsoRepository;
  /** Domain verifications per workspace: each one asks DNS servers on our behalf. */
  verificationLimit: RateLimitStore;
  audit: AuditTrail;
  /** Told after a change that may have ended people's password sessions (endSessionsAt). */
  sessions: SessionChanges;
}

type SsoChange = 'provider saved' | 'provider removed' | 'domain added' | 'domain verified' | 'domain removed';

const domainNotFound = () => new ApiError(404, 'NOT_FOUND', SSO_MESSAGES.domainNotFound);

function domainParam(value: string | undefined): string {
  const parsed = ssoDomainSchema.safeParse(value ?? '');
  if (!parsed.success) throw domainNotFound();
  return parsed.data;
}

/** /api/workspaces/:workspaceId/sso: a team workspace's single sign-on, for its owners only. */
export function ssoRoutes({ appUrl, sso, repository, verificationLimit, audit, sessions }: SsoRouteSettings) {
  /**
   * Makes a settings change with its entry on the workspace's trail, in one transaction; never the
   * secret, nor a certificate's body. A refusal thrown by `change` leaves neither.
   */
  const changeAndRecord = <T>(
    c: { get(key: 'workspace'): { id: string }; get(key: 'user'): { id: string; email: string } },
    change: (sso: WorkspaceSsoRepository) => Promise<T>,
    entry: SsoChange,
    details: Record<string, unknown> = {},
  ) =>
    audit.changeAndRecord(
      (trx) => change(repository.within(trx)),
      () => [
        {
          workspaceId: c.get('workspace').id,
          actor: { id: c.get('user').id, label: c.get('user').email },
          action: 'settings.sso_changed' as const,
          target: { type: 'workspace', id: c.get('workspace').id },
          details: { change: entry, ...details },
        },
      ],
    );
  const answer = async (workspaceId: string): Promise<{ sso: WorkspaceSso }> => ({
    sso: {
      redirectUri: ssoRedirectUri(appUrl),
      serviceProvider: samlServiceProvider(appUrl, workspaceProviderId(workspaceId)),
      provider: providerView(await repository.provider(workspaceId)),
      domains: await repository.domains(workspaceId),
    },
  });

  const providerSettings = async (workspaceId: string, input: SsoSettingsInput): Promise<ProviderSettings> => {
    if (input.protocol === 'saml') {
      const { protocol, defaultRole, passwordSignIn } = input;
      const idp = readSamlIdentityProvider(input, sso.trustedIdpOrigins);
      return { protocol, defaultRole, passwordSignIn, idp, appUrl, serviceProvider: samlServiceProvider(appUrl, workspaceProviderId(workspaceId)) };
    }
    return { ...input, endpoints: await discoverProvider(input.issuer, sso.trustedIdpOrigins) };
  };

  return new Hono<WorkspaceEnv>()
    .use('*', requireWorkspaceOwner, requireTeamWorkspace)
    .get('/', async (c) => c.json(await answer(c.get('workspace').id)))
    .put('/', async (c) => {
      const input = await readJson(c, ssoSettingsInputSchema);
      const workspaceId = c.get('workspace').id;
      // The provider is asked before the transaction: a slow identity provider holds no lock.
      const settings = await providerSettings(workspaceId, input);
      const { protocol = 'oidc', defaultRole, passwordSignIn } = input;
      const details = { protocol, defaultRole, passwordSignIn, ...(input.protocol === 'saml' ? {} : { issuer: input.issuer }) };
      await changeAndRecord(
        c,
        async (sso) => {
          if ((await sso.saveProvider(workspaceId, c.get('user').id, settings)) === 'secret_required') {
            throw new ApiError(400, 'VALIDATION_FAILED', SSO_MESSAGES.clientSecret, { clientSecret: SSO_MESSAGES.clientSecret });
          }
        },
        'provider saved',
        details,
      );
      // Which users' sessions ended is not worth a query: forgetting every cached one costs a read each.
      if (passwordSignIn === 'disabled') await sessions.changed(null);
      return c.json(await answer(workspaceId));
    })
    .delete('/', async (c) => {
      await changeAndRecord(c, (sso) => sso.removeProvider(c.get('workspace').id), 'provider removed');
      return c.body(null, 204);
    })
    .post('/domains', async (c) => {
      const { domain } = await readJson(c, ssoDomainInputSchema);
      const workspaceId = c.get('workspace').id;
      if (!(await repository.hasProvider(workspaceId))) throw new ApiError(409, 'SSO_NOT_SET_UP', SSO_MESSAGES.setUpFirst);
      if (sso.deployment?.domains.includes(domain)) throw new ApiError(409, 'DOMAIN_RESERVED', SSO_MESSAGES.domainReserved, { domain: SSO_MESSAGES.domainReserved });
      const addDomain = async (sso: WorkspaceSsoRepository) => {
        const added = await sso.addDomain(workspaceId, domain);
        if (added === 'taken') throw new ApiError(409, 'DOMAIN_TAKEN', SSO_MESSAGES.domainTaken, { domain: SSO_MESSAGES.domainTaken });
        if (added === 'exists') throw new ApiError(409, 'DOMAIN_EXISTS', SSO_MESSAGES.domainAlreadyAdded, { domain: SSO_MESSAGES.domainAlreadyAdded });
      };
      await changeAndRecord(c, addDomain, 'domain added', { domain });
      return c.json(await answer(workspaceId), 201);
    })
    .post('/domains/:domain/verify', async (c) => {
      const workspaceId = c.get('workspace').id;
      const domain = domainParam(c.req.param('domain'));
      const claim = await repository.verificationToken(workspaceId, domain);
      if (!claim) throw domainNotFound();
      if (!claim.verified) {
        const decision = await verificationLimit.consume(`sso-domain-verification:${workspaceId}`);
        if (!decision.allowed) {
          c.header('Retry-After', String(decision.retryAfterSeconds));
          throw new ApiError(429, 'RATE_LIMITED', SSO_MESSAGES.tooManyVerifications);
        }
        if (!(await domainPublishesToken(domain, claim.token, sso.dnsServers))) {
          throw new ApiError(422, 'DOMAIN_NOT_VERIFIED', SSO_MESSAGES.domainNotVerified);
        }
        const markVerified = async (sso: WorkspaceSsoRepository) => {
          if ((await sso.markVerified(workspaceId, domain)) === 'taken') throw new ApiError(409, 'DOMAIN_TAKEN', SSO_MESSAGES.domainTaken);
        };
        await changeAndRecord(c, markVerified, 'domain verified', { domain });
        await sessions.changed(null);
      }
      return c.json(await answer(workspaceId));
    })
    .delete('/domains/:domain', async (c) => {
      const domain = domainParam(c.req.param('domain'));
      const removeDomain = async (sso: WorkspaceSsoRepository) => {
        if (!(await sso.removeDomain(c.get('workspace').id, domain))) throw domainNotFound();
      };
      await changeAndRecord(c, removeDomain, 'domain removed', { domain });
      return c.body(null, 204);
    });
}
