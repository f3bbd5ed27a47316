import type { Metadata, Viewport } from 'next';
import { getSiteSettings } from '@/server/data/site-settings';
import { siteUrl } from '@/content/site-url';
import { bodyFont, displayFont } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings();
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
  };
}

export const viewport: Viewport = {
  themeColor: '#0b0a09',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body className="min-h-dvh bg-ink font-sans text-sand antialiased">{children}</body>
    </html>
  );
}
