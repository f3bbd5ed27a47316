import { describe, expect, it } from 'vitest';
import { judgeOrigin, originRefusal, requestHost } from '@/server/security/origin';
import { isValidHost } from '@/server/security/host.mjs';
import { readActionEnvelope, refuseBodyLength } from '@/server/security/request-envelope';

/** The envelope check's refusal, or null when it passes. */
async function refuseActionEnvelope(...args: Parameters<typeof readActionEnvelope>) {
  const envelope = await readActionEnvelope(...args);
  return 'status' in envelope ? envelope : null;
}
import { insecureSiteUrlWarning } from '@/server/security/transport';

const direct = { trustProxy: false, siteUrl: 'http://localhost:3000' };
const proxied = { trustProxy: true, siteUrl: 'https://www.example.com' };

function judge(headers: Record<string, string>, settings = direct) {
  return judgeOrigin(new Headers(headers), settings);
}

describe('the origin check for requests that change something', () => {
  it('lets through a page of this site, by Origin or (without one) by Referer', () => {
    expect(judge({ host: 'agency.test:3000', origin: 'http://agency.test:3000' })).toBe('same-origin');
    expect(judge({ host: 'agency.test:3000', referer: 'http://agency.test:3000/contact?x=1' })).toBe('same-origin');
    expect(judge({ host: 'Agency.TEST', origin: 'https://agency.test' })).toBe('same-origin');
  });

  it('refuses null, unparsable and non-web origins without throwing', () => {
    for (const origin of [
      'null',
      'garbage',
      '::',
      'http://',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://a, http://b',
    ]) {
      expect(judge({ host: 'agency.test', origin }), origin).toBe('unparsable');
    }
    expect(judge({ host: 'agency.test', referer: 'null' })).toBe('unparsable');
  });

  it('refuses another site, another port, and an Origin that a same-site Referer cannot rescue', () => {
    expect(judge({ host: 'agency.test', origin: 'http://evil.example' })).toBe('foreign');
    expect(judge({ host: 'agency.test', origin: 'http://agency.test:8080' })).toBe('foreign');
    expect(judge({ host: 'agency.test', origin: 'http://agency.test.evil.example' })).toBe('foreign');
    expect(judge({ host: 'agency.test', origin: 'http://evil.example', referer: 'http://agency.test/' })).toBe(
      'foreign',
    );
  });

  it('refuses a request that shows neither Origin nor Referer', () => {
    expect(judge({ host: 'agency.test' })).toBe('missing');
  });

  it('believes X-Forwarded-Host only with TRUST_PROXY', () => {
    const forged = { host: 'agency.test', 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' };
    expect(judge(forged)).toBe('foreign');
    expect(requestHost(new Headers(forged), false)).toBe('agency.test');
    const viaProxy = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'cdn.example.com, 10.0.0.1',
      origin: 'https://cdn.example.com',
    };
    expect(judge(viaProxy, { ...proxied, siteUrl: 'https://other.example' })).toBe('same-origin');
    expect(judge(viaProxy, { ...direct, siteUrl: 'https://other.example' })).toBe('foreign');
  });

  it("accepts SITE_URL's origin whatever Host the server was reached by, and only that origin", () => {
    expect(judge({ host: '127.0.0.1:3000', origin: 'https://www.example.com' }, proxied)).toBe('same-origin');
    expect(judge({ host: '127.0.0.1:3000', origin: 'http://www.example.com' }, proxied)).toBe('foreign');
  });

  it('answers a Host that is not a host with 400, every other refusal with 403', () => {
    expect(judge({ host: '[[[', origin: 'http://agency.test' })).toBe('bad-host');
    expect(originRefusal('bad-host').status).toBe(400);
    for (const verdict of ['missing', 'unparsable', 'foreign'] as const)
      expect(originRefusal(verdict).status).toBe(403);
  });

  it('knows a host from something else', () => {
    for (const host of ['agency.test', 'agency.test:3000', '127.0.0.1:41100', '[::1]:3000', 'WWW.Example.com']) {
      expect(isValidHost(host), host).toBe(true);
    }
    for (const host of [
      '',
      '[[[',
      'a b',
      'evil.example/x',
      'user@agency.test',
      'agency.test:99999',
      'a,b',
      'x'.repeat(300),
    ]) {
      expect(isValidHost(host), host).toBe(false);
    }
    expect(isValidHost(undefined)).toBe(false);
  });
});

describe('the envelope of a form post', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

  it('needs a declared length within 1 MB', () => {
    expect(refuseBodyLength(headers({}))?.status).toBe(411);
    expect(refuseBodyLength(headers({ 'content-length': 'abc' }))?.status).toBe(411);
    expect(refuseBodyLength(headers({ 'content-length': String(1024 * 1024 + 1) }))?.status).toBe(413);
    expect(refuseBodyLength(headers({ 'content-length': String(1024 * 1024) }))).toBeNull();
  });

  it("accepts the two shapes React's client sends", async () => {
    const action = { 'next-action': '60aa' };
    expect(
      await refuseActionEnvelope(
        headers({ ...action, 'content-type': 'text/plain;charset=UTF-8' }),
        bytes('["blog",3]'),
      ),
    ).toBeNull();
    const form = new FormData();
    form.set('1_password', 'x');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    expect(
      await refuseActionEnvelope(headers({ ...action, 'content-type': request.headers.get('content-type')! }), body),
    ).toBeNull();
  });

  it('refuses garbage, JSON that is not an argument list, other content types and broken multipart with 400', async () => {
    const action = { 'next-action': '60aa', 'content-type': 'text/plain;charset=UTF-8' };
    for (const text of ['{{{garbage', '"abc"', 'null', '{"a":1}', '']) {
      expect((await refuseActionEnvelope(headers(action), bytes(text)))?.status, text).toBe(400);
    }
    expect((await refuseActionEnvelope(headers(action), new Uint8Array([0x5b, 0xff, 0x5d])))?.status).toBe(400);
    for (const type of ['application/json', 'application/x-www-form-urlencoded', '']) {
      const h: Record<string, string> = type
        ? { 'next-action': '60aa', 'content-type': type }
        : { 'next-action': '60aa' };
      expect((await refuseActionEnvelope(headers(h), bytes('[]')))?.status, type).toBe(400);
    }
    const truncated = '--XyZ\r\nContent-Disposition: form-data; name="1_a"\r\n\r\nabc';
    expect(
      (await refuseActionEnvelope(headers({ 'content-type': 'multipart/form-data; boundary=XyZ' }), bytes(truncated)))
        ?.status,
    ).toBe(400);
    expect(
      (await refuseActionEnvelope(headers({ 'content-type': 'multipart/form-data; boundary=' }), bytes('abc')))?.status,
    ).toBe(400);
  });

  it('leaves posts that are not server actions to their route', async () => {
    expect(
      await refuseActionEnvelope(headers({ 'content-type': 'application/x-www-form-urlencoded' }), bytes('a=1')),
    ).toBeNull();
  });
});

describe('the start-up warning about an http SITE_URL', () => {
  it('warns in production for a public http address only', () => {
    expect(insecureSiteUrlWarning({ NODE_ENV: 'production', siteUrl: 'http://www.example.com' })).toMatch(
      /SITE_URL is http:\/\/www\.example\.com/,
    );
    for (const siteUrl of [
      'https://www.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:41100',
      'http://[::1]:3000',
    ]) {
      expect(insecureSiteUrlWarning({ NODE_ENV: 'production', siteUrl }), siteUrl).toBeNull();
    }
    expect(insecureSiteUrlWarning({ NODE_ENV: 'development', siteUrl: 'http://www.example.com' })).toBeNull();
  });
});
