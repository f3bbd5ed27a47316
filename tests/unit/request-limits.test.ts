import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_SUBMIT_PATH,
  bodyLengthRefusal,
  bodyLimitFor,
  MAX_APPLICATION_BODY_BYTES,
  MAX_CV_FILE_BYTES,
  MAX_FORM_BODY_BYTES,
} from '@/lib/request-limits.mjs';
import { refuseUnmeasuredBody } from '@/server/security/raw-request.mjs';
import { refuseBodyLength } from '@/server/security/request-envelope';

/** What the server entry answered: a stand-in for node:http's request and response. */
function entry(method: string, url: string, headers: Record<string, string>) {
  const req = Object.assign(new EventEmitter(), { method, url, headers });
  const answer: { status?: number; body?: string } = {};
  const res = {
    writeHead(status: number) {
      answer.status = status;
      return res;
    },
    end(body: string) {
      answer.body = body;
    },
  };
  const refused = refuseUnmeasuredBody(req as never, res as never);
  return { refused, ...answer };
}

describe('request body limits', () => {
  it('only the job application route may send more than 1 MB: a CV and the form around it', () => {
    expect(bodyLimitFor('/contact/submit')).toBe(MAX_FORM_BODY_BYTES);
    expect(bodyLimitFor('/admin/blog/1/edit')).toBe(MAX_FORM_BODY_BYTES);
    expect(bodyLimitFor(`${APPLICATION_SUBMIT_PATH}/`)).toBe(MAX_FORM_BODY_BYTES);
    expect(bodyLimitFor(APPLICATION_SUBMIT_PATH)).toBe(MAX_APPLICATION_BODY_BYTES);
    expect(MAX_APPLICATION_BODY_BYTES).toBeGreaterThan(MAX_CV_FILE_BYTES + 64 * 1024 * 3);
  });

  it('the proxy and the server entry give the same refusals', () => {
    expect(bodyLengthRefusal(undefined, MAX_FORM_BODY_BYTES)?.status).toBe(411);
    expect(bodyLengthRefusal('12abc', MAX_FORM_BODY_BYTES)?.status).toBe(411);
    expect(bodyLengthRefusal(String(MAX_FORM_BODY_BYTES), MAX_FORM_BODY_BYTES)).toBeNull();
    expect(bodyLengthRefusal(String(MAX_FORM_BODY_BYTES + 1), MAX_FORM_BODY_BYTES)).toEqual({
      status: 413,
      message: 'Payload Too Large: forms on this site are at most 1 MB.',
    });
    expect(bodyLengthRefusal(String(MAX_APPLICATION_BODY_BYTES + 1), MAX_APPLICATION_BODY_BYTES)?.message).toBe(
      'Payload Too Large: this form is at most 6 MB (a CV at most 5 MB).',
    );
    const headers = (h: Record<string, string>) => ({ get: (name: string) => h[name] ?? null });
    expect(refuseBodyLength(headers({ 'content-length': String(2 * 1024 * 1024) }))?.status).toBe(413);
    expect(
      refuseBodyLength(headers({ 'content-length': String(2 * 1024 * 1024) }), bodyLimitFor(APPLICATION_SUBMIT_PATH)),
    ).toBeNull();
  });

  it('the server entry refuses a body over its route limit, or without a length, before Next.js buffers it', () => {
    const over = String(MAX_FORM_BODY_BYTES + 1);
    expect(entry('POST', '/contact/submit', { 'content-length': over })).toMatchObject({ refused: true, status: 413 });
    expect(entry('POST', '/contact/submit?x=1', { 'content-length': '500' })).toEqual({ refused: false });
    expect(entry('POST', APPLICATION_SUBMIT_PATH, { 'content-length': over })).toEqual({ refused: false });
    expect(
      entry('POST', APPLICATION_SUBMIT_PATH, { 'content-length': String(MAX_APPLICATION_BODY_BYTES + 1) }),
    ).toMatchObject({ refused: true, status: 413, body: expect.stringContaining('a CV at most 5 MB') });
    expect(entry('PUT', '/admin', { 'content-length': over })).toMatchObject({ refused: true, status: 413 });
    expect(entry('POST', '/contact/submit', { 'transfer-encoding': 'chunked' })).toMatchObject({
      refused: true,
      status: 411,
    });
    // No body at all, reads, and the upload route (it refuses by length itself, outside the proxy) pass.
    expect(entry('POST', '/contact/submit', {})).toEqual({ refused: false });
    expect(entry('GET', '/contact', {})).toEqual({ refused: false });
    expect(entry('POST', '/admin/uploads', { 'content-length': String(9 * 1024 * 1024) })).toEqual({ refused: false });
  });
});
