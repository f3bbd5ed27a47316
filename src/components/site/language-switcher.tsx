'use client';

import { usePathname } from 'next/navigation';
import { LOCALE_INFO, localizePath } from '@/lib/i18n/locales.mjs';
import { usePageLocale } from './locale-context';

/** The page's path without its language: /fr/talent and /talent (rendered as /en/talent) → /talent. */
export function pathWithoutLocale(pathname: string) {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const bare = match && LOCALE_INFO.some((info) => info.code === match[1]) ? pathname.slice(3) : pathname;
  return bare || '/';
}

/**
 * The same page in each language, as plain links (decision 160): the choice is the path, so it is
 * remembered by the address itself and every language stays prerendered and cached; no cookie. The
 * current language is marked, not linked. Works before and without JavaScript: the server renders
 * the links from the page's own path.
 */
export function LanguageSwitcher({ label, className = '' }: { label: string; className?: string }) {
  const locale = usePageLocale();
  const path = pathWithoutLocale(usePathname() ?? '/');
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex items-center gap-1 text-sm font-semibold">
        {LOCALE_INFO.map((info) => (
          <li key={info.code}>
            {info.code === locale ? (
              <span
                aria-current="true"
                lang={info.code}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-gold"
              >
                <span aria-hidden>{info.code.toUpperCase()}</span>
                <span className="sr-only">{info.name}</span>
              </span>
            ) : (
              <a
                href={localizePath(info.code, path)}
                hrefLang={info.code}
                lang={info.code}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-muted hover:text-gold"
              >
                <span aria-hidden>{info.code.toUpperCase()}</span>
                <span className="sr-only">{info.name}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
