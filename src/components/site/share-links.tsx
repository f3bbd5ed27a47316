import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { siteUrl } from '@/content/site-url';
import { getT, localHref } from '@/server/i18n';
import { CopyLink } from './copy-link';
import { Glyph } from '@/components/ui/glyph';

/**
 * Share links for a public page: WhatsApp, X and LinkedIn as plain links to their share pages (no
 * third-party script, nothing loaded until the visitor chooses one), and Copy link, the page's own
 * address (a tiny client leaf copies it when it can). Targets are at least 40 px tall.
 */
export async function ShareLinks({ path, title, className }: { path: string; title: string; className?: string }) {
  const [t, localPath] = await Promise.all([getT('Share'), localHref(path)]);
  const url = new URL(localPath, siteUrl()).toString();
  const links = [
    {
      network: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      icon: <Glyph name="message-circle" />,
    },
    {
      network: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
    },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
  ];
  const pill = buttonClasses({ variant: 'outline', size: 'sm' });
  return (
    <section aria-labelledby="share-heading" className={cn('flex flex-wrap items-center gap-3', className)}>
      <h2 id="share-heading" className="mr-1 text-sm font-semibold tracking-widest text-muted uppercase">
        {t('heading')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              // The visible network inside the sentence (WCAG 2.5.3), in each language's word order.
              aria-label={`${t('shareOn', { network: link.network })} ${t('opensInNewTab')}`}
              className={pill}
            >
              {link.icon}
              {link.network}
            </a>
          </li>
        ))}
        <li>
          <CopyLink
            url={url}
            className={pill}
            words={{
              copy: t('copyLink'),
              copied: t('linkCopied'),
              copiedStatus: t('copiedStatus'),
              failed: t('copyFailed'),
            }}
          />
        </li>
      </ul>
    </section>
  );
}
