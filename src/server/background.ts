import 'server-only';
import { site } from '@/content/site';
import { env } from './env';
import { setProcessOutbox, smtpMailer, startOutbox } from './mail/outbox';
import { onShutdown } from './process';

/** Starts the server's background workers: the mail outbox (when SMTP_URL is set). */
export async function startBackgroundWork() {
  const config = env();
  // Without SMTP_URL inquiries stay 'pending' in the inbox; prepare.ts already logged that mail is off.
  if (!config.SMTP_URL) return;
  const outbox = startOutbox({
    mailer: smtpMailer(config.SMTP_URL),
    settings: {
      to: config.INQUIRY_TO ?? site.email,
      from: config.MAIL_FROM ?? site.email,
      siteName: site.name,
      siteUrl: config.siteUrl,
    },
  });
  setProcessOutbox(outbox);
  onShutdown({
    name: 'mail outbox',
    stop: async () => {
      setProcessOutbox(undefined);
      await outbox.stop();
    },
  });
}
