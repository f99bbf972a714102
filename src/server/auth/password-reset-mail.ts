import type { RateLimitStores } from '../http/rate-limit-stores';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from '../mail/mailer';

/** One e-mail per address per minute at most, so the form cannot be used to flood someone's inbox. */
const MIN_INTERVAL_MS = 60_000;

interface ResetMailOptions {
  mailer: Mailer | null;
  logger: Logger;
  appUrl: string;
  production: boolean;
  /** Where the one-a-minute rule is counted: shared by every app process when Redis is configured. */
  rateLimitStores: RateLimitStores;
}

export function passwordResetMessage(to: string, link: string): MailMessage {
  const text = [
    'Someone (hopefully you) asked to reset the password of your Innovation Studio account.',
    '',
    `Set a new password here: ${link}`,
    '',
    'The link works once and expires in one hour. Setting a new password signs you out everywhere.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Someone (hopefully you) asked to reset the password of your Innovation Studio account.</p>
<p><a href="${link}">Set a new password</a></p>
<p>The link works once and expires in one hour. Setting a new password signs you out everywhere.</p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Innovation Studio password', text, html };
}

/**
 * Sends the reset link without making the request wait for SMTP, so the answer takes as long
 * whether or not the address has an account. With no SMTP server the link goes to the log.
 */
export function createPasswordResetSender({
  mailer,
  logger,
  appUrl,
  production,
  rateLimitStores,
}: ResetMailOptions) {
  const perAddress = rateLimitStores.forRule({ max: 1, windowMs: MIN_INTERVAL_MS });
  if (!mailer) {
    logger.warn(
      production
        ? 'SMTP_URL is not set: password-reset e-mails cannot be sent, their links are written to this log. Configure SMTP_URL and MAIL_FROM.'
        : 'SMTP_URL is not set: password-reset links are written to this log instead of being e-mailed.',
    );
  }
  const deliver = (user: { id: string; email: string }, token: string): void => {
    const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    if (!mailer) {
      // The one place a token is logged, on purpose: the development fallback the README describes.
      logger.warn(
        { to: user.email },
        `No SMTP server configured. Password-reset link (valid one hour, single use): ${link}`,
      );
      return;
    }
    mailer.send(passwordResetMessage(user.email, link)).catch((error: unknown) => {
      logger.error({ err: error, userId: user.id }, 'could not send the password-reset e-mail');
    });
  };
  return (user: { id: string; email: string }, token: string): void => {
    // Not awaited: waiting on the count would make a known address answer later than an unknown one.
    void perAddress.consume(`reset-mail:${user.id}`).then((decision) => {
      if (decision.allowed) deliver(user, token);
    });
  };
}
