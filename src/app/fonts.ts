import localFont from 'next/font/local';

// Self-hosted variable fonts (two files in all): no third-party font host at run time.
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  display: 'swap',
  weight: '100 900',
});

export const displayFont = localFont({
  src: '../../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
  variable: '--font-display-face',
  display: 'swap',
  weight: '200 800',
});
