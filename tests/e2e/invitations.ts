import { parseMessage } from '../support/smtp-capture.mjs';
import { expect, receivedMail } from './fixtures';

/** The invitation e-mail to `address`, once the outbox has sent it: the path of the link in it. */
export async function invitationLink(address: string) {
  const find = () =>
    receivedMail()
      .filter((m) => m.envelope.to.includes(address))
      .map((m) => parseMessage(m.raw))
      .filter((m) => /invitation/i.test(m.headers.subject ?? ''));
  await expect.poll(() => find().length, { timeout: 20_000 }).toBe(1);
  const link = /https?:\/\/\S+\/admin-login\/invite\/[A-Za-z0-9_-]{43}/.exec(find()[0]!.text)?.[0];
  expect(link, 'the link in the invitation').toBeTruthy();
  return new URL(link!).pathname;
}
