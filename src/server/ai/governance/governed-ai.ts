import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { CHAT_HISTORY_LIMIT, type EngineDescription } from '../../../domain/ai-api';
import type { AiFeatureId } from '../../../domain/ai-features';
import { passagesIn } from '../../../domain/carried-text';
import { GOVERNANCE_MESSAGES, describeBudget } from '../../../domain/ai-governance-api';
import type { AppEnv } from '../../app-env';
import type { AuditTrail } from '../../audit/audit-trail';
import type { AiEngine } from '../engine';
import { type AiEngines, describeChoice } from '../create-engine';
import type { Database } from '../../db/schema';
import { ApiError, errorBody } from '../../errors';
import { readJsonText } from '../../http/validate';
import type { Logger } from '../../logger';
import { isWellFormedId, resolveJourneyAccess, workspaceNotFound } from '../../workspaces/workspace-access';
import type { WorkspacesRepository } from '../../workspaces/workspaces-repository';
import type { AiSettingsService } from './ai-settings-service';
import { type AiUsageRepository, monthOf, nextMonthStart } from './ai-usage-repository';
import { teamsCarriedBy, threadCarried } from './carried-journeys';
import type { PoliciesRepository, WorkspacePolicies } from './policies-repository';
import { usageMeter } from './usage-meter';

/** Recorded texts are cut here: enough to review a prompt, not a way to fill the database. */
const RECORDED_TEXT_MAX = 20_000;

export interface AiCallResult {
  outcome: 'ok' | 'failed' | 'cancelled';
  errorCode?: string;
  /** What went to the engine from the user's side (the data of the prompt), and what came back. */
  input: string;
  output: string;
  /** Which engine answered, when the route knows better than the workspace's choice (a fallback). */
  engine?: EngineDescription;
}

export interface AiScope {
  feature: AiFeatureId;
  workspace: { id: string; name: string; team: boolean };
  /** The governing workspace's engine, its model metered. */
  engine: AiEngine;
  /** Books the call once: one call and its tokens on the budgets, one entry on the audit trail. */
  complete(result: AiCallResult): Promise<void>;
}

export type AiEnv = { Variables: AppEnv['Variables'] & { aiScope: AiScope } };

interface GovernedWorkspace {
  id: string;
  name: string;
  journeyId: string | undefined;
  /** A team workspace (a chat that carried its text stays under its rules). */
  team: boolean;
}

export interface GovernedAiDependencies {
  db: Kysely<Database>;
  workspaces: WorkspacesRepository;
  policies: PoliciesRepository;
  settings: AiSettingsService;
  engines: AiEngines;
  usage: AiUsageRepository;
  audit: AuditTrail;
  logger: Logger;
}

/** Keys of AI request bodies that hold ids or chosen options, never anyone's writing. */
const NOT_TEXT = new Set(['journeyId', 'workspaceId', 'threadId', 'domain', 'subdomain', 'personaIds', 'id', 'ideaId', 'itemId', 'type']);

/** What a request names and carries: read from its JSON body; a body that cannot be read names and carries nothing. */
interface RequestScope {
  journeyId?: string;
  workspaceId?: string;
  /** A conversation the message continues (chat). */
  threadId?: string;
  /** The body's passages of text (domain/carried-text.ts). */
  passages: string[];
}

async function requestScope(c: Context): Promise<RequestScope> {
  try {
    const body = JSON.parse(readJsonText(await c.req.arrayBuffer())) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { journeyId: text(body.journeyId), workspaceId: text(body.workspaceId), threadId: text(body.threadId), passages: passagesIn(body, NOT_TEXT) };
  } catch {
    return { passages: [] };
  }
}

/**
 * Whose rules apply (docs/decisions.md, "which workspace governs an AI request" and "team rules
 * govern team text"): a team whose journey text the request carries (named, found in its text or
 * in the conversation it continues); more than one such team is refused. Without one, the
 * workspace of the journey or the workspace the request names (404 if the caller is not in it);
 * else the caller's personal workspace.
 */
export async function governingWorkspace(
  deps: Pick<GovernedAiDependencies, 'db' | 'workspaces'>,
  userId: string,
  named: RequestScope | Omit<RequestScope, 'passages'>,
): Promise<GovernedWorkspace> {
  const access = named.journeyId ? await resolveJourneyAccess(deps.db, userId, named.journeyId) : undefined;
  const namedJourneyId = access ? named.journeyId : undefined;
  const workspaceId = access?.workspaceId ?? named.workspaceId;
  const namedWorkspace = workspaceId !== undefined && isWellFormedId(workspaceId) ? await deps.workspaces.findForMember(userId, workspaceId) : undefined;
  if (workspaceId !== undefined && !namedWorkspace) throw workspaceNotFound();

  const thread = named.threadId !== undefined && isWellFormedId(named.threadId)
    ? await threadCarried(deps.db, userId, named.threadId, CHAT_HISTORY_LIMIT)
    : { workspaceId: undefined, passages: [] };
  const passages = 'passages' in named ? [...named.passages, ...thread.passages] : [];
  /** Team workspace id -> a journey of it the request carries (for the audit trail). */
  const teams = new Map<string, string | undefined>();
  if (namedWorkspace?.kind === 'team') teams.set(namedWorkspace.id, namedJourneyId);
  if (thread.workspaceId !== undefined && !teams.has(thread.workspaceId)) teams.set(thread.workspaceId, undefined);
  for (const carried of await teamsCarriedBy(deps.db, userId, passages, namedJourneyId)) {
    if (!teams.has(carried.workspaceId) || teams.get(carried.workspaceId) === undefined) teams.set(carried.workspaceId, carried.journeyId);
  }

  if (teams.size > 0) {
    if (thread.workspaceId !== undefined && !(await deps.workspaces.findForMember(userId, thread.workspaceId))) {
      throw new ApiError(403, 'AI_CONVERSATION_CLOSED', GOVERNANCE_MESSAGES.conversationOfFormerTeam);
    }
    const members = await Promise.all([...teams.keys()].map((id) => deps.workspaces.findForMember(userId, id)));
    const found = members.filter((workspace) => workspace !== undefined);
    if (found.length > 1) {
      const threadTeam = found.find((workspace) => workspace.id === thread.workspaceId);
      const other = found.find((workspace) => workspace.id !== thread.workspaceId);
      const message = threadTeam && other
        ? GOVERNANCE_MESSAGES.conversationOfAnotherTeam(threadTeam.name, other.name)
        : GOVERNANCE_MESSAGES.textOfSeveralTeams(found.map((workspace) => workspace.name));
      throw new ApiError(409, 'AI_SCOPE_CONFLICT', message);
    }
    const [team] = found;
    if (team) return { id: team.id, name: team.name, journeyId: teams.get(team.id), team: true };
  }
  if (namedWorkspace) return { id: namedWorkspace.id, name: namedWorkspace.name, journeyId: namedJourneyId, team: namedWorkspace.kind === 'team' };
  return { id: await deps.workspaces.ensurePersonal(userId), name: 'Personal', journeyId: undefined, team: false };
}

const cut = (text: string) => (text.length > RECORDED_TEXT_MAX ? `${text.slice(0, RECORDED_TEXT_MAX)}…` : text);

/** The 429 a spent budget answers, with the renewal date and Retry-After until then. */
async function budgetRefusal(
  c: Context,
  deps: GovernedAiDependencies,
  policies: WorkspacePolicies,
  workspace: GovernedWorkspace,
): Promise<Response | undefined> {
  const { unit, perUserMonthly, perWorkspaceMonthly } = policies.ai.budget;
  if (perUserMonthly === null && perWorkspaceMonthly === null) return undefined;
  const now = new Date();
  const month = monthOf(now);
  const spent = await deps.usage.spent(workspace.id, c.get('user').id, month, unit);
  const renewal = nextMonthStart(month);
  const renews = renewal.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  let message: string | undefined;
  if (perWorkspaceMonthly !== null && spent.workspace >= perWorkspaceMonthly) {
    message = GOVERNANCE_MESSAGES.workspaceBudgetSpent(workspace.name, describeBudget(perWorkspaceMonthly, unit), renews);
  } else if (perUserMonthly !== null && spent.user >= perUserMonthly) {
    message = GOVERNANCE_MESSAGES.userBudgetSpent(workspace.name, describeBudget(perUserMonthly, unit), renews);
  }
  if (message === undefined) return undefined;
  c.header('Retry-After', String(Math.ceil((renewal.getTime() - now.getTime()) / 1000)));
  return c.json(errorBody('AI_BUDGET_SPENT', message), 429);
}

/**
 * `governedAi(feature)` goes in front of every AI route (after the per-minute rate limit): it finds
 * the governing workspace, refuses a feature its owner switched off or a spent budget, and hands the
 * route the workspace's engine and a `complete` that books the call.
 */
export function governedAi(deps: GovernedAiDependencies) {
  return (feature: AiFeatureId): MiddlewareHandler<AiEnv> =>
    async (c, next) => {
      const user = c.get('user');
      const workspace = await governingWorkspace(deps, user.id, await requestScope(c));
      const policies = await deps.policies.get(workspace.id);
      if (!policies.ai.features[feature]) {
        return c.json(errorBody('AI_FEATURE_OFF', GOVERNANCE_MESSAGES.featureOff(feature, workspace.name)), 403);
      }
      const refused = await budgetRefusal(c, deps, policies, workspace);
      if (refused) return refused;
      const choice = deps.settings.choiceFor(policies, workspace.name);
      const meter = usageMeter();
      const engine = deps.engines.create(choice, meter.wrap);
      const startedAt = Date.now();
      let booked = false;
      c.set('aiScope', {
        feature,
        workspace: { id: workspace.id, name: workspace.name, team: workspace.team },
        engine,
        async complete(result) {
          if (booked) return;
          booked = true;
          const totals = meter.totals();
          const described = result.engine ?? describeChoice(choice);
          await deps.usage
            .add({ workspaceId: workspace.id, userId: user.id, feature, at: new Date(), tokens: totals.inputTokens + totals.outputTokens })
            .catch((error: unknown) => deps.logger.error({ err: error, workspaceId: workspace.id, feature }, 'could not count an AI call'));
          await deps.audit.record({
            workspaceId: workspace.id,
            actor: { id: user.id, label: user.email },
            action: 'ai.call',
            ...(workspace.journeyId ? { target: { type: 'journey', id: workspace.journeyId } } : {}),
            details: {
              feature,
              engine: described.provider,
              model: described.model,
              engineLabel: described.label,
              outcome: result.outcome,
              ...(result.errorCode ? { errorCode: result.errorCode } : {}),
              inputChars: result.input.length,
              outputChars: result.output.length,
              ...totals,
              durationMs: Date.now() - startedAt,
              ...(policies.ai.recordPrompts ? { prompt: cut(result.input), answer: cut(result.output) } : {}),
            },
          });
        },
      });
      await next();
    };
}
