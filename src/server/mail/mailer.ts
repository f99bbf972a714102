import type { AppConfig } from '../config/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

async function smtpTransport(smtpUrl: string) {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/**
 * An SMTP mailer when SMTP_URL is set; null means "no way to send e-mail" and callers fall back.
 * The mail library is loaded with the first message, not at start.
 */
export function createMailer(settings: AppConfig['mail']): Mailer | null {
  const { smtpUrl } = settings;
  if (!smtpUrl) return null;
  let transport: ReturnType<typeof smtpTransport> | undefined;
  return {
    async send(message) {
      transport ??= smtpTransport(smtpUrl);
      await (await transport).sendMail({ from: settings.from, ...message });
    },
  };
}
