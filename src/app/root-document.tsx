import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteSettingsIn } from '@/server/data/site-settings';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales.mjs';
import { siteUrl } from '@/content/site-url';
import { bodyFont, displayFont } from './fonts';
import './globals.css';

/*
 * The document every root layout draws: the public site's (src/app/(site)/[locale]/layout.tsx, whose
 * locale segment sits above it so <html lang> follows the path), the admin's, the sign-in page's and
 * the previews' (decision 160). One document, several roots: the locale is a root parameter only if
 * no layout sits above it.
 */
export function RootDocument({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang} className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body className="min-h-dvh bg-ink font-sans text-sand antialiased">{children}</body>
    </html>
  );
}

/** The title and description every page starts from; the public site's in its language. */
export async function rootMetadata(locale?: Locale): Promise<Metadata> {
  const site = await siteSettingsIn(locale ?? DEFAULT_LOCALE);
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
  };
}

export const rootViewport: Viewport = {
  themeColor: '#0b0a09',
  width: 'device-width',
  initialScale: 1,
};
