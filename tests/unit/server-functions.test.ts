import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_ACTION_DEPTH,
  MAX_ACTION_PARTS,
  isPlainReply,
  mayBeServerFunctionCall,
  readActionEnvelope,
} from '@/server/security/request-envelope';
import {
  isRouteHandlerPath,
  registryFrom,
  routePattern,
  serverFunctionVerdict,
} from '@/server/security/server-functions';

// docs/decisions/114-server-functions-gate-and-request-framing.md

const headers = (h: Record<string, string>) => new Headers(h);
const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

async function multipartBody(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { type: request.headers.get('content-type')!, body: new Uint8Array(await request.arrayBuffer()) };
}

const SAVE = '40aa01';
const SIGN_OUT = '00aa02';
const CACHED = '80aa03';
const registry = registryFrom(
  {
    node: {
      [SAVE]: {
        filename: 'src/server/actions/admin/content.ts',
        exportedName: 'saveContentAction',
        workers: { 'app/admin/[type]/[id]/edit/page': {}, 'app/admin/(lists)/jobs/page': {} },
      },
      [SIGN_OUT]: {
        filename: 'src/server/actions/admin/auth.ts',
        exportedName: 'signOutAction',
        workers: { 'app/admin/page': {} },
      },
      [CACHED]: {
        filename: 'src/server/data/public.ts',
        exportedName: '$$RSC_SERVER_CACHE_0',
        workers: { 'app/(site)/page': {}, 'app/admin/page': {} },
      },
    },
  },
  {
    '/admin/[type]/[id]/edit/page': '/admin/[type]/[id]/edit',
    '/admin/(lists)/jobs/page': '/admin/jobs',
    '/admin/page': '/admin',
    '/(site)/page': '/',
    '/(site)/contact/submit/route': '/contact/submit',
    '/admin-login/session/route': '/admin-login/session',
  },
);

describe('which server functions the outside may call', () => {
  it('only admin actions, from the pages that hold them; never a cached function nor an unknown id', () => {
    expect(serverFunctionVerdict([SAVE], '/admin/blog/12/edit', registry)).toBe('ok');
    expect(serverFunctionVerdict([SAVE], '/admin/jobs', registry)).toBe('ok');
    expect(serverFunctionVerdict([SIGN_OUT], '/admin', registry)).toBe('ok');
    expect(serverFunctionVerdict([SAVE], '/blog', registry)).toBe('wrong-page');
    expect(serverFunctionVerdict([SAVE], '/admin/blog/12/edit/x', registry)).toBe('wrong-page');
    expect(serverFunctionVerdict([CACHED], '/admin', registry)).toBe('refused');
    expect(serverFunctionVerdict(['7f' + '0'.repeat(40)], '/admin', registry)).toBe('refused');
    expect(serverFunctionVerdict([SIGN_OUT, CACHED], '/admin', registry)).toBe('refused');
  });

  it('refuses everything when the manifests cannot be read (fail closed)', () => {
    const broken = registryFrom(null, {});
    expect(serverFunctionVerdict([SAVE], '/admin/jobs', broken)).toBe('refused');
    expect(isRouteHandlerPath('/contact/submit', broken)).toBe(false);
  });

  it('knows the route handlers, whose form posts are not server functions', () => {
    expect(isRouteHandlerPath('/contact/submit', registry)).toBe(true);
    expect(isRouteHandlerPath('/admin-login/session', registry)).toBe(true);
    expect(isRouteHandlerPath('/contact', registry)).toBe(false);
    expect(isRouteHandlerPath('/admin-login', registry)).toBe(false);
  });

  it('matches dynamic, catch-all and optional segments', () => {
    expect(routePattern('/blog/[slug]').test('/blog/a-post')).toBe(true);
    expect(routePattern('/blog/[slug]').test('/blog/a/b')).toBe(false);
    expect(routePattern('/docs/[...path]').test('/docs/a/b')).toBe(true);
    expect(routePattern('/docs/[...path]').test('/docs')).toBe(false);
    expect(routePattern('/docs/[[...path]]').test('/docs')).toBe(true);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/a.b').test('/axb')).toBe(false);
  });
});

describe('what counts as a server-function call', () => {
  it('a Next-Action header, or a POST with a form content type', () => {
    expect(mayBeServerFunctionCall('POST', headers({ 'next-action': 'x' }))).toBe(true);
    expect(mayBeServerFunctionCall('GET', headers({ 'next-action': 'x' }))).toBe(true);
    for (const type of [
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'text/plain;charset=UTF-8',
    ])
      expect(mayBeServerFunctionCall('POST', headers({ 'content-type': type })), type).toBe(true);
    expect(mayBeServerFunctionCall('POST', headers({ 'content-type': 'application/json' }))).toBe(false);
    expect(mayBeServerFunctionCall('GET', headers({ 'content-type': 'text/plain' }))).toBe(false);
  });
});

describe('the envelope of a server-function call', () => {
  const plain = { 'next-action': SAVE, 'content-type': 'text/plain;charset=UTF-8' };

  it('names the ids: the header, or the fields of a form posted without JavaScript', async () => {
    expect(await readActionEnvelope(headers(plain), bytes('["blog",3]'))).toEqual({ ids: [SAVE] });
    const form = new FormData();
    form.set(`$ACTION_ID_${SIGN_OUT}`, '');
    form.set('title', 'x');
    let sent = await multipartBody(form);
    expect(await readActionEnvelope(headers({ 'content-type': sent.type }), sent.body)).toEqual({ ids: [SIGN_OUT] });
    const bound = new FormData();
    bound.set('$ACTION_REF_1', '');
    bound.set('$ACTION_1:0', JSON.stringify({ id: SAVE, bound: '$@1' }));
    bound.set('$ACTION_1:1', '["blog"]');
    sent = await multipartBody(bound);
    expect(await readActionEnvelope(headers({ 'content-type': sent.type }), sent.body)).toEqual({ ids: [SAVE] });
    bound.set('$ACTION_1:0', '{"bound":null}');
    sent = await multipartBody(bound);
    expect(await readActionEnvelope(headers({ 'content-type': sent.type }), sent.body)).toMatchObject({ status: 400 });
  });

  it('passes what React sends for a form action: a FormData, a previous state, dates, escaped $', async () => {
    const state = { ok: false, fieldErrors: { title: ['Required'] }, values: { price: '$$5' } };
    expect(isPlainReply(JSON.stringify([state, '$K1']))).toBe(true);
    expect(isPlainReply('["$undefined","$D2026-11-25T00:00:00.000Z","$NaN","$-Infinity"]')).toBe(true);
    const form = new FormData();
    form.set('0', JSON.stringify([{ status: 'idle' }, '$K1']));
    form.set('1_title', '$Q1 is a fine title'); // a form value is never decoded as a reference
    const sent = await multipartBody(form);
    expect(await readActionEnvelope(headers({ 'next-action': SAVE, 'content-type': sent.type }), sent.body)).toEqual({
      ids: [SAVE],
    });
  });

  it('refuses deep nesting, references a form never sends, and too many parts, with 400', async () => {
    for (const text of [
      '['.repeat(200_000),
      `${'['.repeat(MAX_ACTION_DEPTH + 1)}${']'.repeat(MAX_ACTION_DEPTH + 1)}`,
      '["$Q1"]',
      '["$B1"]',
      '["$n1e999999"]',
      '["$@1"]',
      '["$h1"]',
      '[{"a":"$W2"}]',
    ]) {
      expect(await readActionEnvelope(headers(plain), bytes(text)), text.slice(0, 20)).toMatchObject({ status: 400 });
    }
    expect(isPlainReply(`${'['.repeat(MAX_ACTION_DEPTH)}${']'.repeat(MAX_ACTION_DEPTH)}`)).toBe(true);
    const many = new FormData();
    for (let i = 0; i <= MAX_ACTION_PARTS; i++) many.append(`1_f${i}`, 'x');
    const sent = await multipartBody(many);
    expect(
      await readActionEnvelope(headers({ 'next-action': SAVE, 'content-type': sent.type }), sent.body),
    ).toMatchObject({ status: 400 });
    const nested = new FormData();
    nested.set('0', '["$Q1"]');
    const deep = await multipartBody(nested);
    expect(
      await readActionEnvelope(headers({ 'next-action': SAVE, 'content-type': deep.type }), deep.body),
    ).toMatchObject({ status: 400 });
  });
});

describe('the manifests of a build', () => {
  it('are read where next build writes them: server/server-reference-manifest.json and app-path-routes-manifest.json', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-manifests-'));
    fs.mkdirSync(path.join(dir, 'server'));
    fs.writeFileSync(
      path.join(dir, 'server', 'server-reference-manifest.json'),
      JSON.stringify({
        node: {
          [SIGN_OUT]: {
            filename: 'src/server/actions/admin/auth.ts',
            exportedName: 'signOutAction',
            workers: { 'app/admin/page': {} },
          },
        },
      }),
    );
    fs.writeFileSync(
      path.join(dir, 'app-path-routes-manifest.json'),
      JSON.stringify({ '/admin/page': '/admin', '/(site)/contact/submit/route': '/contact/submit' }),
    );
    const previous = process.env.NEXT_DIST_DIR;
    process.env.NEXT_DIST_DIR = dir;
    try {
      vi.resetModules();
      const fresh = await import('@/server/security/server-functions');
      expect(fresh.isRouteHandlerPath('/contact/submit')).toBe(true);
      expect(fresh.serverFunctionVerdict([SIGN_OUT], '/admin')).toBe('ok');
    } finally {
      if (previous === undefined) delete process.env.NEXT_DIST_DIR;
      else process.env.NEXT_DIST_DIR = previous;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
