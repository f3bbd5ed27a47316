// Finds a Chromium without downloading anything: CHROMIUM_PATH, then Debian's package, then the
// binary shipped inside the @sparticuz/chromium npm package (unpacked to /tmp on first use).
import fs from 'node:fs';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];

export async function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}
