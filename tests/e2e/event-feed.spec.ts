import { expect, html, test } from './fixtures';

// The events feed (issue 26 item 2): upcoming events for feed readers, advertised from /events beside
// the calendar feed. Read only, on the demo content.
test('/events/rss.xml lists the upcoming events and /events advertises it with the calendar feed', async ({
  request,
}) => {
  const feed = await request.get('/events/rss.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const body = await feed.text();
  expect(body).toContain('<title>Amapiano Sundowner Johannesburg</title>');
  expect(body).toMatch(/<link>http[^<]+\/events\/[a-z0-9-]+<\/link>/);
  const page = await html(request, '/events');
  const alternates = page.match(/<link [^>]*rel="alternate"[^>]*>/g) ?? [];
  expect(alternates.find((tag) => tag.includes('application/rss+xml'))).toMatch(/href="[^"]+\/events\/rss\.xml"/);
  expect(alternates.find((tag) => tag.includes('text/calendar'))).toMatch(/href="[^"]+\/events\.ics"/);
});
