import { describe, expect, it } from 'vitest';
import { inquiryFields } from '@/lib/schemas/inquiries';
import { bareLabel, inquirySchema, inquirySchemas } from '@/lib/schemas/inquiry-validation';
import {
  consentIn,
  formLocale,
  formStrings,
  localizedFields,
  validationMessages,
} from '@/server/inquiries/form-strings';

/** The inquiry forms' words per language (decision 161). */
describe('inquiry form strings', () => {
  it('takes only our languages from a submission, English otherwise', () => {
    expect(formLocale('fr')).toBe('fr');
    expect(formLocale('sw')).toBe('sw');
    expect(formLocale('de')).toBe('en');
    expect(formLocale(undefined)).toBe('en');
    expect(formLocale(['fr'])).toBe('en');
  });

  it('keeps English exactly as the field definitions say, and translates the others field by field', () => {
    for (const kind of ['brand', 'booking', 'application'] as const) {
      expect(localizedFields(kind, 'en')).toEqual(inquiryFields[kind]);
      const french = localizedFields(kind, 'fr');
      expect(french.map((f) => [f.name, f.type, f.required, f.max])).toEqual(
        inquiryFields[kind].map((f) => [f.name, f.type, f.required, f.max]),
      );
    }
    expect(localizedFields('booking', 'fr').find((f) => f.name === 'event_date')?.label).toBe('Date de l’événement');
    expect(localizedFields('general', 'sw').find((f) => f.name === 'message')?.label).toBe('Ujumbe');
    expect(bareLabel('Téléphone (facultatif)')).toBe('Téléphone');
  });

  it('maps each validation failure to the message of the submission’s language', () => {
    const english = inquirySchemas.booking.safeParse({ email: 'nope', event_date: '2000-01-01' });
    const french = inquirySchema('booking', localizedFields('booking', 'fr'), validationMessages('fr')).safeParse({
      email: 'nope',
      event_date: '2000-01-01',
    });
    const messages = (result: typeof english) =>
      Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages(english)).toMatchObject({
      name: 'Full Name is required.',
      email: 'Please enter a valid email address.',
      event_date: 'Event Date cannot be in the past.',
      consent: 'Please agree to the Privacy Policy so we can handle your inquiry.',
    });
    expect(messages(french)).toMatchObject({
      name: 'Nom complet : champ obligatoire.',
      email: 'Saisissez une adresse e-mail valide.',
      event_date: 'Date de l’événement ne peut pas être dans le passé.',
      location: 'Ville ou lieu : champ obligatoire.',
    });
  });

  it('shows the consent it records, around the link to the policy', () => {
    for (const locale of ['en', 'fr', 'sw'] as const) {
      const strings = formStrings('general', locale, 'Ngoma');
      expect(strings.consentBefore + strings.consentLink + strings.consentAfter).toBe(consentIn(locale, 'Ngoma'));
      expect(strings.consentBefore).toContain('Ngoma');
    }
    expect(consentIn('en', 'Ngoma')).toBe(
      'I agree that Ngoma may store and use my details to answer this inquiry, as described in the Privacy Policy.',
    );
    expect(formStrings('booking', 'en', 'Ngoma').submit).toBe('Send Booking Request');
    expect(formStrings('application', 'fr', 'Ngoma').upload?.label).toBe('Fichier du CV (facultatif)');
    expect(formStrings('application', 'en', 'Ngoma').fileTooBig).toBe(
      'This file is {size}; files can be at most {max}.',
    );
  });
});
