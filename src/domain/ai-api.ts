import { z } from './zod';
import { getDomain, subdomainBelongsTo } from './banking-catalogue';
import { IDEAS_PER_PERSONA } from './ideas';
import { LIMITS } from './journey-state';
import { getPersona } from './personas';
import { IDEA_GENERATION_MESSAGES } from './idea-generation-rules';

export const AI_PROVIDERS = ['builtin', 'openai-compatible', 'anthropic'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Which engine answered; the UI says so (DESIGN "AI"). */
export interface EngineDescription {
  provider: AiProvider;
  model: string;
  label: string;
}

export const MAX_IDEAS_PER_PERSONA = 5;
/** How many already-seen titles a regenerate request may carry. */
export const MAX_PREVIOUS_TITLES = 200;
/** A seen title as the client holds it (users may edit titles up to the state's short-text limit). */
const SEEN_TITLE_MAX_LENGTH = LIMITS.shortText;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** How many of a conversation's turns go to the engine with a new message. */
export const CHAT_HISTORY_LIMIT = 20;
/** An idea as any engine must deliver it; longer model output is refused, not shown. */
export const IDEA_TEXT_LIMITS = { title: 120, description: 1200, type: 40 } as const;

/** SPEC section 5, word for word, and the codes the client keys its toasts on. */
export const AI_MESSAGES = {
  missingInformation: `${IDEA_GENERATION_MESSAGES.missingInformation.title}: ${IDEA_GENERATION_MESSAGES.missingInformation.message}`,
  noTeamMembers: `${IDEA_GENERATION_MESSAGES.noTeamMembers.title}: ${IDEA_GENERATION_MESSAGES.noTeamMembers.message}`,
  invalidIdeasResponse: IDEA_GENERATION_MESSAGES.invalidResponse,
  rateLimited: 'You are sending requests too quickly. Please wait a moment and try again.',
  emptyChatMessage: 'Please type a message first.',
} as const;

export const AI_ERROR_CODES = {
  missingInformation: 'MISSING_INFORMATION',
  noTeamMembers: 'NO_TEAM_MEMBERS',
  invalidIdeasResponse: 'INVALID_AI_RESPONSE',
  rateLimited: 'RATE_LIMITED',
} as const;

/**
 * Whose AI rules apply to a request: the journey it is about (its workspace's), or a workspace the
 * caller belongs to; neither means the caller's personal workspace (server/ai/governance).
 */
export const aiScopeFields = {
  journeyId: z.string().min(1).max(200).optional(),
  workspaceId: z.string().min(1).max(200).optional(),
};

const missingInformation = { error: AI_MESSAGES.missingInformation };
const noTeamMembers = { error: AI_MESSAGES.noTeamMembers };

export const generateIdeasRequestSchema = z
  .object({
    problemStatement: z
      .string(missingInformation)
      .trim()
      .min(1, missingInformation)
      .max(
        LIMITS.problemStatement,
        `Please keep the problem statement under ${LIMITS.problemStatement} characters.`,
      ),
    domain: z.string(missingInformation).trim().min(1, missingInformation),
    subdomain: z.string().trim().default(''),
    personaIds: z
      .array(z.string().min(1).max(16), noTeamMembers)
      .min(1, noTeamMembers)
      .max(LIMITS.teamMembers, `A team has at most ${LIMITS.teamMembers} members.`)
      .transform((ids) => [...new Set(ids)]),
    ideasPerPersona: z.number().int().min(1).max(MAX_IDEAS_PER_PERSONA).default(IDEAS_PER_PERSONA),
    /** 0 for the first generation; each "Regenerate Ideas" asks for the next one. */
    variant: z.number().int().min(0).max(1000).default(0),
    /** Titles the team has already seen (earlier rounds, kept ideas): a new round must not repeat them. */
    previousTitles: z
      .array(z.string().max(SEEN_TITLE_MAX_LENGTH))
      .max(MAX_PREVIOUS_TITLES)
      .default([]),
    ...aiScopeFields,
  })
  .superRefine((request, ctx) => {
    for (const id of request.personaIds) {
      if (!getPersona(id))
        ctx.addIssue({ code: 'custom', path: ['personaIds'], message: `Unknown team member "${id}".` });
    }
    if (!getDomain(request.domain)) {
      ctx.addIssue({
        code: 'custom',
        path: ['domain'],
        message: `Unknown banking domain "${request.domain}".`,
      });
    } else if (request.subdomain !== '' && !subdomainBelongsTo(request.domain, request.subdomain)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subdomain'],
        message: `Sub-domain "${request.subdomain}" does not belong to the domain "${request.domain}".`,
      });
    }
  });
export type GenerateIdeasRequest = z.input<typeof generateIdeasRequestSchema>;

/** The fields a model writes for one idea, with the limits every engine's answer is held to. */
export const ideaDraftSchema = z.object({
  title: z.string().trim().min(1).max(IDEA_TEXT_LIMITS.title),
  description: z.string().trim().min(1).max(IDEA_TEXT_LIMITS.description),
  type: z.string().trim().min(1).max(IDEA_TEXT_LIMITS.type),
});
export type IdeaDraft = z.infer<typeof ideaDraftSchema>;

export interface GeneratedIdea extends IdeaDraft {
  /** The persona's name (SPEC section 3). */
  personaSource: string;
  personaId: string;
}

export interface FailedPersona {
  personaId: string;
  name: string;
  message: string;
}

/**
 * What an engine says about the request as a whole: the problem is not about banking (rephrase
 * it), it is not written in a language the engine reads (write it in English), or little in its
 * catalogue fits (fewer ideas than asked). Shown beside the ideas.
 */
export interface IdeasNotice {
  kind: 'off_topic' | 'not_english' | 'few_fits';
  message: string;
}

/** `Accept: application/json` answer of POST /api/ai/ideas. */
export interface GenerateIdeasResponse {
  generatedIdeas: GeneratedIdea[];
  engine: EngineDescription;
  failedPersonas: FailedPersona[];
  notice?: IdeasNotice;
}

/** `Accept: text/event-stream` events of POST /api/ai/ideas, by event name. */
export interface IdeasStreamEvents {
  persona: { personaId: string; name: string; ideas: GeneratedIdea[] };
  'persona-error': FailedPersona;
  done: { engine: EngineDescription; failedPersonas: FailedPersona[]; notice?: IdeasNotice };
  error: { code: string; message: string };
}

export const chatRequestSchema = z.object({
  threadId: z.string().min(1).max(64).optional(),
  /** The journey the user has open; the answer may use it only if the user may read it (a member of its workspace). */
  journeyId: z.string().min(1).max(64).optional(),
  message: z
    .string({ error: AI_MESSAGES.emptyChatMessage })
    .trim()
    .min(1, AI_MESSAGES.emptyChatMessage)
    .max(CHAT_MESSAGE_MAX_LENGTH, `Please keep your message under ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const CHAT_TITLE_MAX_LENGTH = 80;
export const CHAT_MESSAGES = { emptyTitle: 'Please give the conversation a name.' } as const;

export const renameChatThreadSchema = z.object({
  title: z
    .string({ error: CHAT_MESSAGES.emptyTitle })
    .trim()
    .min(1, CHAT_MESSAGES.emptyTitle)
    .max(CHAT_TITLE_MAX_LENGTH, `Please keep the name under ${CHAT_TITLE_MAX_LENGTH} characters.`),
});
export type RenameChatThreadRequest = z.input<typeof renameChatThreadSchema>;

export type ChatRole = 'user' | 'assistant';

export interface ChatThreadSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoredChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  createdAt: string;
}

/** Events of POST /api/ai/chat, by event name. */
export interface ChatStreamEvents {
  /** `journeyName` is the journey the answer may use, null when none (or not the user's own). */
  thread: { threadId: string; title: string; userMessageId: string; journeyName: string | null };
  delta: { text: string };
  done: { messageId: string; engine: EngineDescription };
  error: { code: string; message: string };
}
