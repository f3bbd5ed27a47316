import { describe, expect, it } from 'vitest';
import { contentTypes, publicAddress } from '@/lib/content-types';
import { relativeAge } from '@/lib/relative-age';
import { disableSecondFactorSchema } from '@/lib/schemas/account';
import { secondFactorCodeOf } from '@/server/auth/sign-in-form';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('the inbox cards: how long a lead has waited', () => {
  it('says it in words', () => {
    expect(relativeAge(ago(20_000), now)).toBe('just now');
    expect(relativeAge(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeAge(ago(3 * 3600_000), now)).toBe('3 hours ago');
    expect(relativeAge(ago(30 * 3600_000), now)).toBe('yesterday');
    expect(relativeAge(ago(15 * 86400_000), now)).toBe('2 weeks ago');
  });
});

describe('"View" after a save: the public page, only while visitors can see it', () => {
  const post = { slug: 'amapiano', is_published: true, publish_at: null, unpublish_at: null };
  it('links a published post, a talent and an active job', () => {
    expect(publicAddress(contentTypes.blog, post, now)).toBe('/blog/amapiano');
    expect(publicAddress(contentTypes.talent, { slug: 'nomvula' }, now)).toBe('/talent/nomvula');
    expect(publicAddress(contentTypes.jobs, { slug: 'producer', is_active: true }, now)).toBe(
      '/careers/producer/apply',
    );
  });
  it('offers nothing for a draft, a scheduled or expired post, or a closed job', () => {
    expect(publicAddress(contentTypes.blog, { ...post, is_published: false }, now)).toBeNull();
    expect(publicAddress(contentTypes.blog, { ...post, publish_at: '2026-12-01T00:00:00Z' }, now)).toBeNull();
    expect(publicAddress(contentTypes.blog, { ...post, unpublish_at: '2026-11-01T00:00:00Z' }, now)).toBeNull();
    expect(publicAddress(contentTypes.jobs, { slug: 'producer', is_active: false }, now)).toBeNull();
  });
});

describe('the second factor: the app code or a recovery code, each in its own field', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  it('takes a typed recovery code before the app code', () => {
    expect(secondFactorCodeOf(form({ code: ' 123456 ' }))).toEqual({ code: '123456', recovery: '' });
    expect(secondFactorCodeOf(form({ code: '123456', recoveryCode: ' abcde-23456 ' }))).toEqual({
      code: 'abcde-23456',
      recovery: 'abcde-23456',
    });
    expect(secondFactorCodeOf(form({}))).toEqual({ code: '', recovery: '' });
  });
  it('turning it off reads the same two fields', () => {
    const parse = (fields: Record<string, string>) =>
      disableSecondFactorSchema.safeParse({ currentPassword: 'secret', ...fields });
    expect(parse({ code: '123456', recoveryCode: '' }).data).toEqual({ currentPassword: 'secret', code: '123456' });
    expect(parse({ code: '', recoveryCode: 'abcde-23456' }).data?.code).toBe('abcde-23456');
    expect(parse({ code: '', recoveryCode: '' }).error?.issues[0]).toMatchObject({
      path: ['code'],
      message: 'Please enter a code.',
    });
  });
});
