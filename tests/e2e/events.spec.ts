import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openAdmin, signedIn, test, toastWith, waitForHydration, withoutJavaScript } from './fixtures';

// Events (issue 26, decision 140): an event saved in the admin is on /events, on its lineup artist's
// profile and in the calendar feed at the next request; cancelled, its page and JSON-LD say so.
test.describe.configure({ timeout: 150_000 });
test.use({ actionTimeout: 20_000 });
test.use(signedIn);

const editor = (page: Page) => page.getByTestId('content-editor').filter({ visible: true });
const input = (page: Page, name: string) => editor(page).locator(`[name="${name}"]`);

async function save(page: Page, toastText: string) {
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await expect(editor(page)).toBeHidden();
  await expect(toastWith(page, toastText)).toBeVisible();
}

/** The VEVENTs of an .ics text, each as its unfolded property lines (name → value). */
function vevents(ics: string) {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return events;
}

test('an event made in the admin is on /events, on the artist’s profile and in /events.ics; cancelled, it says so', async ({
  page,
}) => {
  const title = `Rooftop Check ${randomBytes(3).toString('hex')}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const year = new Date().getUTCFullYear() + 1;
  const publicRequest = page.context().request;
  // Warm the caches first, so the test proves invalidation rather than a cold render.
  expect(await (await publicRequest.get('/events')).text()).not.toContain(title);
  expect(await (await publicRequest.get('/talent/baraka-otieno')).text()).not.toContain(title);

  await openAdmin(page, '/admin/events');
  await page.getByRole('link', { name: 'Add New Event' }).click();
  await input(page, 'title').fill(title);
  await input(page, 'status').selectOption('On sale');
  await input(page, 'time_zone').fill('Africa/Nairobi');
  await input(page, 'starts_at').fill(`${year}-03-12T20:00`);
  await input(page, 'ends_at').fill(`${year}-03-12T19:00`);
  await input(page, 'venue_name').fill('Skyline Terrace, Westlands');
  await input(page, 'city').fill('Nairobi');
  await input(page, 'country').fill('Kenya');
  await input(page, 'lineup').fill('Baraka Otieno\nGuest Act; with, punctuation');
  await input(page, 'ticket_url').fill('https://tickets.example.com/rooftop');
  await input(page, 'price_min').fill('2000');
  await input(page, 'price_max').fill('5000');
  await input(page, 'currency').selectOption('KES');
  await input(page, 'is_published').check();
  // End before start: refused beside End, nothing saved.
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await expect(editor(page).getByText('End must be after Start.')).toBeVisible();
  await input(page, 'ends_at').fill(`${year}-03-13T01:00`);
  await save(page, 'Event created successfully!');

  const listed = await (await publicRequest.get('/events')).text();
  expect(listed).toContain(title);
  expect(await (await publicRequest.get('/events/city/nairobi')).text()).toContain(title);
  expect(await (await publicRequest.get('/talent/baraka-otieno')).text()).toContain(title);

  const feed = await publicRequest.get('/events.ics');
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const entry = vevents(await feed.text()).find((event) => event.SUMMARY === title);
  // 20:00 in Nairobi (EAT, UTC+3) is 17:00 UTC.
  expect(entry).toMatchObject({ DTSTART: `${year}0312T170000Z`, DTEND: `${year}0312T220000Z`, STATUS: 'CONFIRMED' });
  const single = vevents(await (await publicRequest.get(`/events/${slug}/calendar.ics`)).text());
  expect(single).toHaveLength(1);
  expect(single[0]!.DESCRIPTION).toContain('Guest Act\\; with\\, punctuation');

  // Cancelled: the page says so, and so does its JSON-LD.
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await input(page, 'status').selectOption('Cancelled');
  await save(page, 'Event updated successfully!');
  await page.goto(`/events/${slug}`);
  await expect(page.getByTestId('event-status')).toHaveText('Cancelled');
  await expect(page.getByRole('link', { name: 'Baraka Otieno' })).toHaveAttribute('href', '/talent/baraka-otieno');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Event',
    eventStatus: 'https://schema.org/EventCancelled',
    startDate: `${year}-03-12T17:00:00.000Z`,
    location: { '@type': 'Place', name: 'Skyline Terrace, Westlands' },
  });
  expect(jsonLd.performer).toContainEqual(expect.objectContaining({ name: 'Baraka Otieno' }));

  // Clean up: delete it; it leaves the list.
  await openAdmin(page, '/admin/events');
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Event deleted successfully!')).toBeVisible();
  expect(await (await publicRequest.get('/events')).text()).not.toContain(title);
});

/** The JSON-LD Event of an event page's HTML. */
function eventLd(source: string) {
  const blocks = [...source.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map(([, json]) => JSON.parse(json!)).find((data) => data['@type'] === 'Event');
}

test('postponed without JavaScript in the admin: "new date to come", then the new date, in the page, JSON-LD, .ics and RSS', async ({
  page,
  browser,
}) => {
  const title = `Moved Night ${randomBytes(3).toString('hex')}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const year = new Date().getUTCFullYear() + 1;
  const publicRequest = page.context().request;
  const calendar = async () =>
    vevents(await (await publicRequest.get('/events.ics')).text()).find((e) => e.UID?.startsWith(`event-${slug}@`));

  const { context, plain } = await withoutJavaScript(browser, page);
  try {
    const field = (name: string) => plain.locator(`[name="${name}"]`);
    await openAdmin(plain, '/admin/events/new');
    await field('title').fill(title);
    await field('status').selectOption('Postponed');
    await field('time_zone').fill('Africa/Nairobi');
    await field('starts_at').fill(`${year}-04-10T20:00`);
    await field('ends_at').fill(`${year}-04-10T23:00`);
    await field('venue_name').fill('Skyline Terrace');
    await field('city').fill('Nairobi');
    await field('is_published').check();
    await plain.getByRole('button', { name: 'Save' }).click();
    await expect(plain).toHaveURL(/\/admin\/events(\?|$)/);

    // No new date yet: the page says so; the calendar entry is tentative.
    let source = await (await publicRequest.get(`/events/${slug}`)).text();
    expect(source).toContain('Postponed: the new date is to be announced.');
    expect(eventLd(source)).toMatchObject({
      eventStatus: 'https://schema.org/EventPostponed',
      startDate: `${year}-04-10T17:00:00.000Z`,
    });
    const before = await calendar();
    expect(before).toMatchObject({
      DTSTART: `${year}0410T170000Z`,
      STATUS: 'TENTATIVE',
      SUMMARY: `Postponed: ${title}`,
    });

    // The new date: Start and End move, Original Start keeps the date first announced.
    await plain
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(plain).toHaveURL(/\/admin\/events\/\d+\/edit/);
    const editUrl = plain.url();
    await field('starts_at').fill(`${year}-06-05T20:00`);
    await field('ends_at').fill(`${year}-06-05T23:00`);
    await field('original_starts_at').fill(`${year}-04-10T20:00`);
    // Refused while the status says something else, beside the field; nothing changes.
    await field('status').selectOption('On sale');
    await plain.getByRole('button', { name: 'Save' }).click();
    await expect(plain.getByText('Only a postponed event has an original start')).toBeVisible();
    expect((await calendar())?.DTSTART).toBe(`${year}0410T170000Z`);
    await expect(field('original_starts_at')).toHaveValue(`${year}-04-10T20:00`);
    await field('status').selectOption('Postponed');
    await plain.getByRole('button', { name: 'Save' }).click();
    await expect(plain).toHaveURL(/\/admin\/events(\?|$)/);

    source = await (await publicRequest.get(`/events/${slug}`)).text();
    expect(source).toContain(`Postponed from 10 April ${year} at 20:00 EAT.`);
    expect(eventLd(source)).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: `${year}-06-05T17:00:00.000Z`,
      previousStartDate: `${year}-04-10T17:00:00.000Z`,
    });
    expect(await (await publicRequest.get('/events')).text()).toContain(`Postponed from 10 April ${year}`);
    // The same calendar entry, moved: same UID, new start and end, confirmed, a higher SEQUENCE.
    const after = await calendar();
    expect(after).toMatchObject({
      UID: before!.UID,
      DTSTART: `${year}0605T170000Z`,
      DTEND: `${year}0605T200000Z`,
      STATUS: 'CONFIRMED',
      SUMMARY: title,
    });
    expect(Number(after!.SEQUENCE)).toBeGreaterThan(Number(before!.SEQUENCE));
    const single = vevents(await (await publicRequest.get(`/events/${slug}/calendar.ics`)).text());
    expect(single[0]).toMatchObject({ UID: before!.UID, DTSTART: `${year}0605T170000Z`, SEQUENCE: after!.SEQUENCE });
    const rss = await (await publicRequest.get('/events/rss.xml')).text();
    expect(rss).toContain(`<title>New date: ${title}</title>`);

    // Clean up, still without JavaScript.
    await plain.goto(editUrl.replace(/\/edit.*$/, '/delete'));
    await plain.getByRole('button', { name: 'Delete' }).click();
    await expect(plain.getByTestId('admin-flash')).toHaveText('Event deleted successfully!');
  } finally {
    await context.close();
  }
});

test('event times on the venue’s clock, and the visitor’s own beside them when it differs, moving nothing', async ({
  browser,
}) => {
  const path = '/events/amapiano-sundowner-johannesburg';
  const lineupTop = async (options: { timezoneId: string; javaScriptEnabled: boolean }) => {
    // 1024 px: four columns at their narrowest, where the visitor's line wraps onto a second line.
    const context = await browser.newContext({ ...options, viewport: { width: 1024, height: 900 } });
    try {
      const visit = await context.newPage();
      await visit.goto(path);
      if (options.javaScriptEnabled) await waitForHydration(visit);
      const when = visit.getByRole('definition').first();
      await expect(when).toContainText('SAST');
      const start = (eventLd(await visit.content()) as { startDate: string }).startDate;
      const local = visit.getByTestId('visitor-time').first();
      const top = async () => (await visit.getByRole('heading', { name: 'Lineup' }).boundingBox())!.y;
      return { when, local, start, top, visit };
    } catch (error) {
      await context.close();
      throw error;
    }
  };

  // Without JavaScript: the venue's time, labelled, and nothing else.
  const plain = await lineupTop({ timezoneId: 'Asia/Kolkata', javaScriptEnabled: false });
  await expect(plain.local).toHaveText('');
  const plainTop = await plain.top();
  await plain.visit.context().close();

  // A visitor in India (UTC+5:30; Johannesburg is UTC+2): their clock beside the venue's.
  const away = await lineupTop({ timezoneId: 'Asia/Kolkata', javaScriptEnabled: true });
  const there = new Date(Date.parse(away.start) + 5.5 * 3_600_000);
  const hhmm = `${String(there.getUTCHours()).padStart(2, '0')}:${String(there.getUTCMinutes()).padStart(2, '0')}`;
  await expect(away.local).toHaveText(new RegExp(`^Your time: ${there.getUTCDate()} \\w{3}.*, ${hhmm} GMT\\+5:30$`));
  // The line was reserved: the sections below did not move when it filled in.
  expect(await away.top()).toBe(plainTop);
  await away.visit.context().close();

  // A visitor on the venue's clock: nothing added.
  const home = await lineupTop({ timezoneId: 'Africa/Johannesburg', javaScriptEnabled: true });
  await expect(home.local).toHaveText('');
  await home.visit.context().close();
});
