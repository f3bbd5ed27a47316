import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openAdmin, signedIn, test, toastWith } from './fixtures';

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
