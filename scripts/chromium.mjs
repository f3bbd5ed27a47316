// @ts-check
// Finds a Chromium without downloading anything: CHROMIUM_PATH, then Debian's package, then the
// binary shipped inside the @sparticuz/chromium npm package (unpacked to /tmp on first use).
import fs from 'node:fs';

// No --disable-gpu: with it, headless Chromium composites in software in the browser process and,
// when a page hydrates while it is being scrolled, stops producing frames for good (requestAnimationFrame
// never fires, screenshots time out; reproduced on /talent in about 1 run in 5). Without it Chromium
// falls back to its software GL in the GPU process, as the Lighthouse CLI's own launch does, and the
// same runs never stalled (docs/decisions/112-start-up-scripts-after-first-paint.md).
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];

export async function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    /** @returns {candidate is string} */ (candidate) => candidate !== undefined && candidate !== '',
  );
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}
