/**
 * The inquiry forms, shared by the browser (labels, `required`, `maxLength`, input types) and the
 * server (the zod schemas in inquiry-validation.ts are built from the same definitions, so the two
 * never disagree). No zod here: this module is in the contact page's browser bundle.
 */
import { COUNTRIES } from '../countries';
import { APPLICATION_SUBMIT_PATH, MAX_CV_FILE_BYTES } from '../request-limits.mjs';

export const INQUIRY_KINDS = ['brand', 'promoter', 'artist', 'general', 'booking', 'application'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/**
 * The job slug of the open application ('Send us your resume', /careers/general/apply): an
 * application without a posting. A job posting may not take it (RESERVED_JOB_SLUGS in content.ts).
 */
export const OPEN_APPLICATION_SLUG = 'general';

export const LIMITS = { name: 120, email: 254, phone: 40, short: 200, url: 500, message: 5000 } as const;

export type FieldType = 'text' | 'email' | 'tel' | 'url' | 'date' | 'textarea' | 'select';
export type FieldDefinition = {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  max: number;
  placeholder?: string;
  autoComplete?: string;
  /** A select's choices (value, label); the server accepts only these values, or '' when optional. */
  options?: readonly (readonly [value: string, label: string])[];
};

const name: FieldDefinition = {
  name: 'name',
  label: 'Full Name',
  type: 'text',
  required: true,
  max: LIMITS.name,
  autoComplete: 'name',
};
const email: FieldDefinition = {
  name: 'email',
  label: 'Email Address',
  type: 'email',
  required: true,
  max: LIMITS.email,
  autoComplete: 'email',
};
const phone: FieldDefinition = {
  name: 'phone',
  label: 'Phone (optional)',
  type: 'tel',
  required: false,
  max: LIMITS.phone,
  autoComplete: 'tel',
};
/**
 * Where the visitor is based (an ISO country code): the office rules (src/lib/offices.ts) send the
 * lead to the office that serves that country. Optional: without it the phone number decides.
 */
const country: FieldDefinition = {
  name: 'country',
  label: 'Where are you based? (optional)',
  type: 'select',
  required: false,
  max: 2,
  autoComplete: 'country',
  options: COUNTRIES,
};
const message = (label = 'Message', placeholder?: string): FieldDefinition => ({
  name: 'message',
  label,
  type: 'textarea',
  required: true,
  max: LIMITS.message,
  placeholder,
});

export const inquiryFields: Record<InquiryKind, FieldDefinition[]> = {
  brand: [
    name,
    email,
    { name: 'company', label: 'Company', type: 'text', required: true, max: LIMITS.name, autoComplete: 'organization' },
    { name: 'budget', label: 'Budget', type: 'text', required: true, max: LIMITS.short, placeholder: 'e.g. $25k-$50k' },
    phone,
    country,
    message('Tell us about your campaign'),
  ],
  promoter: [
    name,
    email,
    { name: 'event_name', label: 'Event Name', type: 'text', required: true, max: LIMITS.short },
    phone,
    country,
    message('Tell us about your event'),
  ],
  artist: [
    { name: 'stage_name', label: 'Stage Name', type: 'text', required: true, max: LIMITS.name },
    email,
    {
      name: 'work_link',
      label: 'Link to Your Work',
      type: 'url',
      required: true,
      max: LIMITS.url,
      placeholder: 'https://',
    },
    phone,
    country,
    message('Tell us about yourself'),
  ],
  general: [
    name,
    email,
    { name: 'subject', label: 'Subject', type: 'text', required: true, max: LIMITS.short },
    phone,
    country,
    message(),
  ],
  booking: [
    name,
    email,
    phone,
    country,
    { name: 'event_date', label: 'Event Date', type: 'date', required: true, max: 10 },
    { name: 'location', label: 'City or Venue', type: 'text', required: true, max: LIMITS.short },
    { name: 'budget', label: 'Budget', type: 'text', required: true, max: LIMITS.short, placeholder: 'e.g. $25k-$50k' },
    message('Tell us about your event'),
  ],
  application: [
    name,
    email,
    phone,
    {
      // Required unless a CV file is attached (inquiryUploads): a rule only the server checks.
      name: 'cv_link',
      label: 'CV or Portfolio Link',
      type: 'url',
      required: false,
      max: LIMITS.url,
      placeholder: 'https://',
    },
    message('Cover Note'),
  ],
};

/** A file a form takes besides its text fields (posted as multipart, to its own route). */
export type UploadDefinition = {
  name: string;
  label: string;
  accept: string;
  maxBytes: number;
  hint: string;
  /** The text field that may stand in for the file (one of the two is required); the file comes just before it. */
  alternative: string;
  /** The message beside `alternative` when neither was given. */
  missing: string;
};

export const inquiryUploads: Partial<Record<InquiryKind, UploadDefinition>> = {
  application: {
    name: 'cv_file',
    label: 'CV file (optional)',
    accept: '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    maxBytes: MAX_CV_FILE_BYTES,
    hint: 'PDF or Word (.docx), up to 5 MB. Attach your CV, give a link to it below, or both.',
    alternative: 'cv_link',
    missing: 'Please attach your CV or give a link to it.',
  },
};

/** Where a form of this kind posts: forms with a file go to the one route allowed a bigger body. */
export function submitPath(kind: InquiryKind) {
  return inquiryUploads[kind] ? APPLICATION_SUBMIT_PATH : '/contact/submit';
}

/** Printable labels for stored fields (inbox, e-mail). */
export function fieldLabel(kind: InquiryKind, field: string) {
  if (field === 'consent') return 'Consent to privacy policy';
  if (field === 'cv_file') return 'CV file';
  if (field === 'talent') return 'Talent';
  if (field === 'job') return 'Position';
  return inquiryFields[kind].find((f) => f.name === field)?.label.replace(/ \(optional\)$/, '') ?? field;
}

export type InquiryValues = Record<string, string>;

export type InquiryFormState =
  | { status: 'idle' }
  | { status: 'success'; nonce: number; confirmation: string }
  | { status: 'error'; nonce: number; message: string; fieldErrors?: Record<string, string> };

export const KIND_LABELS: Record<InquiryKind, string> = {
  brand: 'Brand partnership',
  promoter: 'Promoter / production',
  artist: 'Artist application',
  general: 'General inquiry',
  booking: 'Booking request',
  application: 'Job application',
};

export function isInquiryKind(value: unknown): value is InquiryKind {
  return typeof value === 'string' && (INQUIRY_KINDS as readonly string[]).includes(value);
}

/**
 * The consent every form asks for, stored with each submission (text, version, time). Change the
 * version whenever the wording changes, so a stored consent always names the words agreed to.
 */
export const CONSENT_VERSION = '2026-11-23';
// The words are in the Forms catalogue of each language (Forms.consent; consentIn in
// src/server/inquiries/form-strings.ts): a stored consent keeps the words shown, in their language.

/** The names the server reads from a submission besides the visible fields. */
export const FORM_META = {
  kind: 'kind',
  target: 'target',
  token: 'form_token',
  honeypot: 'fax_number',
  /** The visit's first touch (decision 148), filled by script from the page's memory: entry address and referrer. */
  visitEntry: 'visit_entry',
  visitReferrer: 'visit_referrer',
  /** The form page's language (decision 161): the answer, the validation and the e-mails are in it. */
  locale: 'locale',
} as const;

/**
 * A form's words in its page's language, made on the server from the catalogue
 * (src/server/inquiries/form-strings.ts) and passed to the client form as a prop.
 */
export type InquiryFormStrings = {
  fields: FieldDefinition[];
  upload?: UploadDefinition;
  submit: string;
  submitting: string;
  sent: string;
  chooseOptional: string;
  honeypot: string;
  /** The consent sentence around its link: the same words the server records. */
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
  failureTitle: string;
  /** The generic failure, also the message of a lost connection. */
  failureText: string;
  checkTitle: string;
  /** With {size} and {max} to fill in. */
  fileTooBig: string;
  fileWrongType: string;
};

/** Bigger than any honest submission (6 fields × their limits), small enough to refuse abuse early. */
export const MAX_INQUIRY_BODY_BYTES = 64 * 1024;
