import 'server-only';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales.mjs';
import {
  inquiryFields,
  inquiryUploads,
  type FieldDefinition,
  type InquiryFormStrings,
  type InquiryKind,
  type UploadDefinition,
} from '@/lib/schemas/inquiries';
import type { ValidationMessages } from '@/lib/schemas/inquiry-validation';
import { translatorFor } from '../i18n/translate';

/*
 * The inquiry forms in the visitor's language (docs/decisions/161-forms-and-leads-in-the-visitors-language.md):
 * labels, the consent, the validation and refusal messages from the `Forms` catalogue of the language
 * the form page was in, which each form posts as a hidden `locale` field. The field definitions
 * (names, types, limits) are the same in every language; only their words change.
 */

/** The language a submission was sent in: its `locale` field when it names one of ours, else English. */
export function formLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

const labelled = new Set([
  'name',
  'email',
  'phone',
  'country',
  'company',
  'budget',
  'event_name',
  'stage_name',
  'work_link',
  'subject',
  'event_date',
  'location',
  'cv_link',
]);

/** A kind's field definitions with their labels and placeholders in a language. */
export function localizedFields(kind: InquiryKind, locale: Locale): FieldDefinition[] {
  const t = translatorFor(locale, 'Forms');
  return inquiryFields[kind].map((field) => {
    const label =
      field.name === 'message'
        ? t(`messageLabels.${kind}`)
        : labelled.has(field.name)
          ? t(`labels.${field.name as 'name'}`)
          : field.label;
    const placeholder =
      field.name === 'budget'
        ? t('placeholders.budget')
        : field.type === 'url'
          ? t('placeholders.url')
          : field.placeholder;
    return { ...field, label, ...(placeholder === undefined ? {} : { placeholder }) };
  });
}

/** A kind's upload (an application's CV) with its words in a language. */
export function localizedUpload(kind: InquiryKind, locale: Locale): UploadDefinition | undefined {
  const upload = inquiryUploads[kind];
  if (!upload) return undefined;
  const t = translatorFor(locale, 'Forms');
  return { ...upload, label: t('upload.label'), hint: t('upload.hint'), missing: t('upload.missing') };
}

/** The validation messages of the inquiry schemas in a language. */
export function validationMessages(locale: Locale): ValidationMessages {
  const t = translatorFor(locale, 'Forms');
  return {
    required: (label) => t('validation.required', { label }),
    tooLong: (label, max) => t('validation.tooLong', { label, max }),
    notAllowed: (label) => t('validation.notAllowed', { label }),
    singleLine: (label) => t('validation.singleLine', { label }),
    email: () => t('validation.email'),
    url: (label) => t('validation.url', { label }),
    date: (label) => t('validation.date', { label }),
    past: (label) => t('validation.past', { label }),
    option: () => t('validation.option'),
    consent: () => t('validation.consent'),
  };
}

/** The consent sentence as shown and as recorded with a submission, in the form's language. */
export function consentIn(locale: Locale, agency: string) {
  const t = translatorFor(locale, 'Forms');
  return t('consent', { agency, policy: t('policy') });
}

/** A refusal in the submission's language. */
export function refusalIn(locale: Locale) {
  return translatorFor(locale, 'Forms');
}

/** Everything a form shows, in its page's language, for the client form (no catalogue in the browser). */
export function formStrings(kind: InquiryKind, locale: Locale, agency: string): InquiryFormStrings {
  const t = translatorFor(locale, 'Forms');
  const policy = t('policy');
  const [consentBefore = '', consentAfter = ''] = consentIn(locale, agency).split(policy);
  return {
    fields: localizedFields(kind, locale),
    upload: localizedUpload(kind, locale),
    submit: t(`submit.${kind}`),
    submitting: t('submitting'),
    sent: t('sent'),
    chooseOptional: t('chooseOptional'),
    honeypot: t('honeypot'),
    consentBefore,
    consentLink: policy,
    consentAfter,
    failureTitle: t('toast.failureTitle'),
    failureText: t('refusals.generic'),
    checkTitle: t('toast.checkTitle'),
    // Filled in the browser with the sizes ({size}, {max}): ICU placeholders kept as they are.
    fileTooBig: t('upload.tooBig', { size: '{size}', max: '{max}' }),
    fileWrongType: t('upload.wrongType'),
  };
}
