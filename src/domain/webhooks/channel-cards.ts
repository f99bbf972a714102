import { PORTFOLIO_DECISION_LABELS, RWW_OUTCOME_LABELS } from '../rww/rww-portfolio';
import { WEBHOOK_EVENT_LABELS, type WebhookEventPayload } from './webhooks-api';

/** What a channel card shows, in plain words, whatever the event. */
function cardFacts(event: WebhookEventPayload): Array<{ title: string; value: string }> {
  const { data } = event;
  const facts = [{ title: 'Workspace', value: data.workspace.name }];
  if (data.journey) facts.push({ title: 'Journey', value: data.journey.name });
  if (data.journey) facts.push({ title: 'Chosen idea', value: data.idea?.title ?? 'None yet' });
  if (data.rww) facts.push({ title: 'Real-Win-Worth', value: `${RWW_OUTCOME_LABELS[data.rww.outcome]}; ${PORTFOLIO_DECISION_LABELS[data.rww.decision]}` });
  if (data.member) facts.push({ title: 'Member', value: `${data.member.name} (${data.member.role})` });
  return facts;
}

const headline = (event: WebhookEventPayload) => `Innovation Studio: ${WEBHOOK_EVENT_LABELS[event.type]}`;

/**
 * A Microsoft Teams incoming webhook message: one Adaptive Card 1.4 of TextBlocks and a FactSet.
 * Adaptive Cards render a little Markdown, links included; user text has its link brackets
 * escaped so that a journey named "[Pay here](https://…)" shows as written, not as a link.
 */
export function teamsMessage(event: WebhookEventPayload) {
  const actions = event.data.journey ? [{ type: 'Action.OpenUrl', title: 'Open the journey', url: event.data.journey.url }] : [];
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: headline(event), weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'FactSet', facts: cardFacts(event).map(({ title, value }) => ({ title, value: escapeMarkdown(value) })) },
          ],
          actions,
        },
      },
    ],
  };
}

/** A backslash before the characters that open a Markdown link (CommonMark escapes). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\[\]]/g, (character) => `\\${character}`);
}

/** Slack's mrkdwn has three control characters, escaped as its documentation says. */
export function escapeSlackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A Slack incoming webhook message in Block Kit, with a plain `text` for notifications. */
export function slackMessage(event: WebhookEventPayload) {
  const facts = cardFacts(event);
  const blocks: unknown[] = [
    { type: 'header', text: { type: 'plain_text', text: headline(event), emoji: false } },
    { type: 'section', fields: facts.map(({ title, value }) => ({ type: 'mrkdwn', text: `*${title}*\n${escapeSlackText(value)}` })) },
    { type: 'context', elements: [{ type: 'mrkdwn', text: escapeSlackText(`Sent ${event.timestamp}`) }] },
  ];
  if (event.data.journey) {
    blocks.push({
      type: 'actions',
      elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open the journey' }, url: event.data.journey.url }],
    });
  }
  const summary = facts.map(({ title, value }) => `${title}: ${value}`).join(', ');
  return { text: escapeSlackText(`${headline(event)}. ${summary}`), blocks };
}
