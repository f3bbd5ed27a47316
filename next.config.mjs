// @ts-check
// Plain JavaScript, not TypeScript: Next.js imports it as it is at start-up, instead of compiling it
// with its SWC binding, which would then stay loaded (about 25 MB resident) for nothing
// (docs/decisions/118-next-handler-behind-a-thin-entry.md).
import path from 'node:path';
import { heroVideoOrigin } from './src/lib/hero-video.mjs';
import { PLAYER_ORIGINS } from './src/lib/media-players.mjs';
import { MAX_APPLICATION_BODY_BYTES, MAX_FORM_BODY_BYTES } from './src/lib/request-limits.mjs';
import { compressOf, distDirOf, siteUrlOf } from './src/server/config.mjs';
import { DEFAULT_LOCALE, LOCALES } from './src/lib/i18n/locales.mjs';

const isDev = process.env.NODE_ENV === 'development';
// src/server/env.ts refuses a value that is neither a URL nor a path at start-up; here it adds nothing.
const heroVideo = heroVideoOrigin(process.env.HERO_VIDEO_URL?.trim() ?? '') ?? '';
const https = siteUrlOf(process.env).startsWith('https://');

// Inline scripts carry Next's bootstrap data; a nonce would force every page to render per request
// and give up the static cache, so 'unsafe-inline' is the price (see docs/decisions/004-security-headers.md).
const cspDirectives = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  // https: images too: the admin's image fields take an address on an image host (the spec's hint);
  // the site's own art and uploads are local, so nothing third-party loads unless the admin says so.
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  `media-src 'self' ${heroVideo}`.trim(),
  `connect-src 'self'${isDev ? ' ws:' : ''}`,
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  ...(https ? ['upgrade-insecure-requests'] : []),
];
const csp = cspDirectives.join('; ');
// Talent profiles and posts (and the admin's previews of them) may embed a player after the visitor's click
// (docs/decisions/145-listen-and-watch.md): frame-src allows exactly the known players' origins there
// and nowhere else. By path, not per profile: the pages are prerendered and cached, and the proxy
// would need a database read per request to know whether a profile has links.
const playerCsp = [...cspDirectives, `frame-src ${PLAYER_ORIGINS.join(' ')}`].join('; ');
const playerHeaders = [{ key: 'Content-Security-Policy', value: playerCsp }];
const OTHER_LOCALES = LOCALES.filter((code) => code !== DEFAULT_LOCALE).join('|');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
];

// Signed-in screens and the sign-in page: never stored by a browser or shared cache, never indexed.
const privateHeaders = [
  { key: 'Cache-Control', value: 'private, no-store' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let tests and benches build side by side (NEXT_DIST_DIR=.next-e2e).
  distDir: distDirOf(process.env),
  // CI has run `tsc --noEmit` over the same files (`npm run check`) before its two builds; each would
  // check them again for ~50 s on a slow host (decision 168). Every other build checks its types.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  cacheComponents: true,
  // 'use cache' entries (cacheHandlers) and rendered pages (cacheHandler) in memory, expired by tag on
  // every instance on the database: both poll `cache_tags` (docs/caching.md). Plain ESM, loaded at run
  // time, not bundled.
  cacheHandlers: { default: path.join(process.cwd(), 'src/server/cache/handler.mjs') },
  cacheHandler: path.join(process.cwd(), 'src/server/cache/route-cache.mjs'),
  // gzip by the app unless COMPRESS=0: nginx, Caddy or a CDN in front compress better (docs/deploy.md).
  compress: compressOf(process.env),
  // Off: unknown slugs must answer a real HTTP 404, which needs params awaited before streaming starts
  // (see docs/decisions/005-caching.md).
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // pino and prom-client keep one instance per process, shared with server/index.mjs (src/server/logger.mjs).
  serverExternalPackages: [
    'better-sqlite3',
    'better-sqlite3-node20',
    'pg',
    'sharp',
    'nodemailer',
    'pino',
    'pino-pretty',
    'prom-client',
    // The press kit (decision 146): pdfkit reads its font metrics from its own folder, wawoff2 loads
    // its WebAssembly beside it; bundled, neither finds its files.
    'pdfkit',
    'wawoff2',
  ],
  experimental: {
    // Uploads go to a route handler (src/app/admin/uploads), not an action; the largest action body is
    // an admin's Markdown post (≤ 100,000 characters). Inquiries refuse anything over 64 KB after this.
    // src/proxy.ts refuses bigger bodies first (413), by their declared length.
    serverActions: { bodySizeLimit: MAX_FORM_BODY_BYTES },
    // How much of a request body Next.js copies for the proxy: the largest body any route takes (a job
    // application with its CV), so nothing is cut. Every other route's limit (1 MB) is enforced by the
    // server entry before this copy starts (src/server/security/raw-request.mjs, decision 129).
    proxyClientMaxBodySize: MAX_APPLICATION_BODY_BYTES,
    // Unmatched URLs answer src/app/global-not-found.tsx, a document of its own, so the public frame of
    // the 404 page is not carried in every page's RSC payload (docs/decisions/133-global-not-found.md).
    globalNotFound: true,
    // forbidden(): an admin page the account's role does not allow answers the 403 page
    // (src/app/admin/forbidden.tsx; docs/decisions/137-roles-and-audit-log.md).
    authInterrupts: true,
  },
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Later entries win for the same header: these pages get the CSP with the players' frame-src.
      { source: '/talent/:slug', headers: playerHeaders },
      // A post's embed cards (docs/decisions/155-one-client-list-and-embed-cards.md).
      { source: '/blog/:slug', headers: playerHeaders },
      // The same pages in the other languages (decision 160).
      { source: `/:locale(${OTHER_LOCALES})/talent/:slug`, headers: playerHeaders },
      { source: `/:locale(${OTHER_LOCALES})/blog/:slug`, headers: playerHeaders },
      { source: '/preview/:path*', headers: playerHeaders },
      { source: '/admin/:path*', headers: privateHeaders },
      { source: '/admin', headers: privateHeaders },
      { source: '/admin-login/:path*', headers: privateHeaders },
      { source: '/admin-login', headers: privateHeaders },
      // Drafts and unsaved edits shown to the signed-in admin (src/app/preview).
      { source: '/preview/:path*', headers: privateHeaders },
    ];
  },
  async redirects() {
    return [
      { source: '/login', destination: '/admin-login', permanent: false },
      { source: '/signup', destination: '/admin-login', permanent: false },
    ];
  },
};

export default nextConfig;
