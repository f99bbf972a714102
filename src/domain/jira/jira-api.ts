import { z } from '../zod';

/**
 * Jira hand-off (issue 24, item 4): an owner connects the workspace to one Jira project; an editor
 * sends a completed journey there as an epic (the pitch's summary) with a story per BRD requirement.
 */
export const JIRA_FLAVOURS = ['cloud', 'data-center'] as const;
export type JiraFlavour = (typeof JIRA_FLAVOURS)[number];
export const JIRA_FLAVOUR_LABELS: Record<JiraFlavour, string> = {
  cloud: 'Jira Cloud',
  'data-center': 'Jira Data Center',
};
/** Cloud speaks REST API v3 (descriptions in Atlassian Document Format), Data Center v2 (wiki text). */
export const JIRA_API_VERSIONS: Record<JiraFlavour, '3' | '2'> = { cloud: '3', 'data-center': '2' };

export const JIRA_LIMITS = { siteUrl: 500, email: 320, apiToken: 2000, issueType: 60, summary: 255 } as const;
export const JIRA_DEFAULT_ISSUE_TYPES = { epic: 'Epic', story: 'Story' } as const;

export const JIRA_MESSAGES = {
  siteUrl: 'Enter the address of your Jira site, for example https://yourbank.atlassian.net.',
  projectKey: 'Enter the project key: capital letters and digits, starting with a letter (for example INNO).',
  email: 'Jira Cloud signs API calls in with the e-mail address of the account that owns the API token.',
  apiToken: 'Paste the API token (Jira Cloud) or personal access token (Data Center).',
  issueType: `Name the issue type as Jira spells it, under ${JIRA_LIMITS.issueType} characters.`,
  notAllowed: 'This address is not on the list of Jira sites the operator approved (JIRA_ALLOWED_SITES).',
  privateAddress: 'This address leads to a private, loopback or link-local network, which the operator has not allowed for Jira (JIRA_ALLOW_PRIVATE_ADDRESSES).',
  notConnected: 'This workspace is not connected to Jira. An owner can connect it under Workspace settings > Jira.',
  notCompleted: 'Finish the journey first: only a completed journey can be sent to Jira.',
  noIdea: 'Choose an idea first: the epic is the chosen idea.',
  sending: 'This journey is being sent to Jira right now. Wait a moment and try again.',
} as const;

const siteUrlSchema = z
  .string()
  .trim()
  .max(JIRA_LIMITS.siteUrl, JIRA_MESSAGES.siteUrl)
  .refine((value) => {
    try {
      const url = new URL(value);
      return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
    } catch {
      return false;
    }
  }, JIRA_MESSAGES.siteUrl)
  // One spelling per site, so issue links and the "same site?" check agree: no trailing slash.
  .transform((value) => value.replace(/\/+$/, ''));

const issueTypeSchema = (fallback: string) =>
  z
    .string()
    .trim()
    .max(JIRA_LIMITS.issueType, JIRA_MESSAGES.issueType)
    .transform((value) => value || fallback);

/**
 * PUT /api/workspaces/:id/jira. The token may be left out when the site stays the same: the one
 * already saved is kept (it is never sent back, so the form cannot show it).
 */
export const jiraConnectionSchema = z
  .object({
    flavour: z.enum(JIRA_FLAVOURS, { message: 'Choose Jira Cloud or Jira Data Center.' }),
    siteUrl: siteUrlSchema,
    projectKey: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z][A-Z0-9_]{0,19}$/, JIRA_MESSAGES.projectKey),
    email: z.string().trim().max(JIRA_LIMITS.email, JIRA_MESSAGES.email).default(''),
    apiToken: z.string().trim().max(JIRA_LIMITS.apiToken, JIRA_MESSAGES.apiToken).default(''),
    epicIssueType: issueTypeSchema(JIRA_DEFAULT_ISSUE_TYPES.epic).default(JIRA_DEFAULT_ISSUE_TYPES.epic),
    storyIssueType: issueTypeSchema(JIRA_DEFAULT_ISSUE_TYPES.story).default(JIRA_DEFAULT_ISSUE_TYPES.story),
  })
  .superRefine((input, ctx) => {
    if (input.flavour === 'cloud' && !z.email().safeParse(input.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: JIRA_MESSAGES.email });
    }
  });
export type JiraConnectionInput = z.input<typeof jiraConnectionSchema>;

/** The connection as owners see it: everything but the token, which is never shown again. */
export interface JiraConnectionView {
  flavour: JiraFlavour;
  siteUrl: string;
  projectKey: string;
  /** Jira Cloud only; '' for Data Center, whose personal access token names its account. */
  email: string;
  epicIssueType: string;
  storyIssueType: string;
  /** The token's last four characters, so an owner can tell which one is saved. */
  tokenHint: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** GET /api/workspaces/:id/jira. */
export interface JiraSettingsAnswer {
  connection: JiraConnectionView | null;
  /** The sites an owner may connect: JIRA_ALLOWED_SITES, or Jira Cloud's https://*.atlassian.net. */
  allowedSites: string[];
}

/** POST /api/workspaces/:id/jira/check: the project the saved connection reaches. */
export interface JiraCheckAnswer {
  project: { key: string; name: string };
}

export interface JiraIssueLink {
  key: string;
  /** The issue in Jira's own screens: {site}/browse/{key}. */
  url: string;
}

/** What a journey keeps of its hand-off: the issues it made, to update on the next send. */
export interface JiraJourneyLinkView {
  siteUrl: string;
  projectKey: string;
  epic: JiraIssueLink;
  /** One per BRD requirement, in the requirement's order. */
  stories: JiraIssueLink[];
  /** When a send last finished; null while the first one was cut short (its issues so far are listed). */
  sentAt: string | null;
  sentBy: string | null;
}

/** GET /api/journeys/:id/jira. */
export interface JiraJourneyAnswer {
  /** Whether the journey's workspace is connected, so the button can say what is missing. */
  connected: boolean;
  link: JiraJourneyLinkView | null;
}

/** POST /api/journeys/:id/jira: what the send did. */
export interface JiraSendAnswer {
  link: JiraJourneyLinkView;
  created: number;
  updated: number;
}
