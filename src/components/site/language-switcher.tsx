'use client';

import { usePathname } from 'next/navigation';
import { LANGUAGES, localizePath } from '@/lib/i18n/site-paths.mjs';
import { usePageLocale } from './locale-context';

/** The page's path without its language: /fr/talent and /talent (rendered as /en/talent) → /talent. */
export function pathWithoutLocale(pathname: string) {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const bare = match && LANGUAGES.some(([code]) => code === match[1]) ? pathname.slice(3) : pathname;
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
        {LANGUAGES.map(([code, name]) => {
          const current = code === locale;
          const Item = current ? 'span' : 'a';
          return (
            <li key={code}>
              <Item
                {...(current ? { 'aria-current': true } : { href: localizePath(code, path), hrefLang: code })}
                lang={code}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 ${current ? 'text-gold' : 'text-muted hover:text-gold'}`}
              >
                <span aria-hidden>{code.toUpperCase()}</span>
                <span className="sr-only">{name}</span>
              </Item>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
