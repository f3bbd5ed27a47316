import { Database } from '../support/sqlite';
import path from 'node:path';
import { expect, inquiryIdFor, MIN_FILL_MS, test } from './fixtures';

/*
 * The forms in the page's language without JavaScript
 * (docs/decisions/161-forms-and-leads-in-the-visitors-language.md): a French contact form posts its
 * language, a refusal answers in French and leads back to the French form, a valid one lands on the
 * French thank-you page and the lead is stored as French.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function storedLocale(email: string) {
  const db = new Database(path.join(process.env.E2E_WORK_DIR ?? '', 'e2e.db'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select locale from inquiries where email = ?').get(email) as { locale: string } | undefined)
      ?.locale;
  } finally {
    db.close();
  }
}

test.describe('a French contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a missing field is refused in French; a valid one lands on /fr/contact/thank-you, stored as French', async ({
    page,
  }) => {
    const id = unique();
    const email = `fr-nojs-${id}@e2e.test`;
    await page.goto('/fr/contact');
    // Every panel is in the page; open the general one as a browser without JavaScript does (<details>).
    await page.locator('#general > summary').click();
    const form = page.locator('#inquiry-general');
    await expect(form.locator('input[name="locale"]')).toHaveValue('fr');
    await expect(form.getByText('Nom complet')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeVisible();

    // Blank but not empty: the browser lets it through (required), the server trims it and refuses.
    await form.locator('[name="name"]').fill('Amélie Sans Script');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="subject"]').fill('   ');
    await form.locator('[name="message"]').fill('Un formulaire HTML tout simple');
    await form.getByRole('checkbox').check();
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pas encore envoyé');
    await expect(page.getByRole('alert')).toContainText('Corrigez le champ signalé.');
    await expect(page.getByRole('alert')).toContainText('Objet : champ obligatoire.');
    const back = page.getByRole('link', { name: 'Retour au formulaire' });
    await expect(back).toHaveAttribute('href', '/fr/contact');
    expect(inquiryIdFor(email)).toBeUndefined();

    // Back on the French form (a fresh one), sent properly this time.
    await back.click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await page.locator('#general > summary').click();
    await form.locator('[name="name"]').fill('Amélie Sans Script');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="subject"]').fill(`Presse ${id}`);
    await form.locator('[name="message"]').fill('Un formulaire HTML tout simple');
    await form.getByRole('checkbox').check();
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page).toHaveURL(/\/fr\/contact\/thank-you\?r=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(inquiryIdFor(email)).toBeGreaterThan(0);
    expect(storedLocale(email)).toBe('fr');
  });
});
