import { INVITATION_LIFETIME_DAYS, ROLE_LABELS, type WorkspaceRole } from '../../domain/workspace-api';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mailer';

export interface Invitation {
  to: string;
  link: string;
  workspaceName: string;
  inviterName: string;
  role: WorkspaceRole;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The workspace and inviter names are typed by users: never markup in the e-mail. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

export function invitationMessage({ to, link, workspaceName, inviterName, role }: Invitation): MailMessage {
  const invited = `${inviterName} invited you to the workspace "${workspaceName}" on Innovation Studio as ${ROLE_LABELS[role].toLowerCase()}.`;
  const terms = `The link works once, within ${INVITATION_LIFETIME_DAYS} days, for this e-mail address. Sign in or create an account with it to join.`;
  const text = [invited, '', `Join here: ${link}`, '', terms, 'If you did not expect this, ignore this e-mail.'].join('\n');
  const html = `<p>${escapeHtml(invited)}</p>
<p><a href="${escapeHtml(link)}">Join the workspace</a></p>
<p>${escapeHtml(terms)}</p>
<p>If you did not expect this, ignore this e-mail.</p>`;
  return { to, subject: `Join "${workspaceName}" on Innovation Studio`, text, html };
}

/**
 * Sends the invitation without making the inviter wait for SMTP. With no SMTP server the link goes
 * to the log, as the password-reset link does; the inviter can also copy it from the members page.
 */
export function createInvitationSender(mailer: Mailer | null, logger: Logger) {
  return (invitation: Invitation): void => {
    if (!mailer) {
      logger.warn(
        { to: invitation.to },
        `No SMTP server configured. Workspace invitation link (valid ${INVITATION_LIFETIME_DAYS} days, single use): ${invitation.link}`,
      );
      return;
    }
    mailer.send(invitationMessage(invitation)).catch((error: unknown) => {
      logger.error({ err: error, to: invitation.to }, 'could not send the workspace invitation e-mail');
    });
  };
}
