import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mailer';

export interface RetentionWarning {
  to: string;
  /** "journeys in the workspace “Cards Squad”" or "conversations with the assistant". */
  what: string;
  items: Array<{ name: string; deleteOn: string }>;
  retentionDays: number;
  /** Where the person can open them to keep them. */
  link: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function retentionWarningMessage(warning: RetentionWarning): MailMessage {
  const intro = `These ${warning.what} have not been changed for a while. They are kept ${warning.retentionDays} days after their last change, so they will be deleted on the dates shown unless someone changes them before then.`;
  const lines = warning.items.map((item) => `- ${item.name}: deleted on ${day(item.deleteOn)}`);
  const text = [intro, '', ...lines, '', `Open them here to keep them: ${warning.link}`].join('\n');
  const html = `<p>${escapeHtml(intro)}</p>
<ul>${warning.items.map((item) => `<li>${escapeHtml(item.name)}: deleted on ${escapeHtml(day(item.deleteOn))}</li>`).join('')}</ul>
<p><a href="${escapeHtml(warning.link)}">Open them to keep them</a></p>`;
  return { to: warning.to, subject: `Innovation Studio: ${warning.items.length} item(s) will be deleted soon`, text, html };
}

/** E-mails the warning; with no SMTP server it goes to the log, as the other e-mails do. */
export function createRetentionWarningSender(mailer: Mailer | null, logger: Logger) {
  return async (warning: RetentionWarning): Promise<void> => {
    const message = retentionWarningMessage(warning);
    if (!mailer) {
      logger.warn({ to: warning.to }, `No SMTP server configured. Retention warning: ${message.text}`);
      return;
    }
    await mailer.send(message).catch((error: unknown) => {
      logger.error({ err: error, to: warning.to }, 'could not send a retention warning e-mail');
    });
  };
}

export type RetentionWarningSender = ReturnType<typeof createRetentionWarningSender>;
