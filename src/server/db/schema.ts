import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import { contentTypes, type ContentTypes } from '../../lib/content-types';
import type { FieldValue } from '../../lib/content-types/define';
import type { InquiryKind } from '@/lib/schemas/inquiries';
import type { InquiryStatus, MailPurpose, ReplyChannel } from '@/lib/schemas/leads';
import type { Role } from '@/lib/roles';
// The lifecycle's tables (migration 006); its columns on the content tables are definition fields.
import type { LifecycleTables } from './lifecycle-schema';

/**
 * The database as both dialects see it through Kysely.
 * Timestamps are ISO-8601 strings and booleans are booleans on SQLite and PostgreSQL alike:
 * the client normalises both (see client.ts), so repositories never branch on the dialect.
 */
type Timestamp = ColumnType<string, string | undefined, string>;
type Id = Generated<number>;
/** A nullable column that inserts may leave out. */
type NullableColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * The column type of a content field (see Storage in src/lib/content-types/define.ts): required
 * values as the schema outputs them, any string for text (a choice list may change while old rows
 * keep their value), booleans and JSON text as stored. Columns with a default may be left out of
 * an insert.
 */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type FieldColumn<F> = F extends { storage: 'boolean' }
  ? Defaulted<boolean>
  : F extends { storage: 'nullable' }
    ? ColumnType<FieldValue<F>, FieldValue<F> | undefined, FieldValue<F>>
    : F extends { storage: 'json' | 'text' }
      ? Defaulted<string>
      : F extends { storage: 'integer' }
        ? Defaulted<number>
        : FieldValue<F>;

/**
 * A content table: its definition's fields (src/lib/content-types/), the slug, the row's id and
 * timestamps, and its first public save (migration 011: from then on the slug no longer follows the
 * title). Columns the definition does not edit are added below.
 */
type ContentTable<Fields> = {
  id: Id;
  slug: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  first_published_at: NullableColumn<string>;
} & {
  [Name in keyof Fields]: FieldColumn<Fields[Name]>;
};

export type CaseStudiesTable = ContentTable<ContentTypes['case-studies']['fields']>;

export interface TalentTable extends ContentTable<ContentTypes['talent']['fields']> {
  /** JSON: media link address → poster upload, written after a save (src/server/media-posters/). */
  media_posters: Defaulted<string>;
}
export type EventsTable = ContentTable<ContentTypes['events']['fields']>;

export interface BlogPostsTable extends ContentTable<ContentTypes['blog']['fields']> {
  /** The admin who saved the post last. */
  author_id: number | null;
  /** Stamped the first time the post is published; kept when it is unpublished. */
  published_at: string | null;
}

export type JobPostingsTable = ContentTable<ContentTypes['jobs']['fields']>;

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed';

export interface InquiriesTable {
  id: Id;
  kind: InquiryKind;
  name: string;
  email: string;
  phone: string;
  subject: string; // the e-mail subject, e.g. 'Brand Inquiry: {company}'
  fields: string; // JSON object: every field the visitor sent
  talent_id: number | null;
  job_id: number | null;
  delivery_state: DeliveryState;
  attempts: number;
  next_attempt_at: string | null;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  handled_at: string | null;
  /** The admin's last 'Retry': the outbox's day of retries restarts here (migration 003). */
  retried_at: string | null;
  /** The lead's pipeline status and when it last changed (migration 008). */
  status: ColumnType<InquiryStatus, InquiryStatus | undefined, InquiryStatus>;
  status_changed_at: NullableColumn<string>;
  lost_reason: NullableColumn<string>;
  /** Set when the spam checks refused the submission ('honeypot', 'too-fast'): kept, not e-mailed. */
  spam_reason: NullableColumn<string>;
  /** The consent the visitor gave: the text agreed to, its version and when. */
  consent_text: NullableColumn<string>;
  consent_version: NullableColumn<string>;
  consent_at: NullableColumn<string>;
  /** The first touch of the visit that sent it (migration 021, decision 148); null when unknown. */
  visit_entry_page: NullableColumn<string>;
  visit_referrer_host: NullableColumn<string>;
  visit_channel: NullableColumn<string>;
  visit_utm_source: NullableColumn<string>;
  visit_utm_medium: NullableColumn<string>;
  visit_utm_campaign: NullableColumn<string>;
  created_at: Timestamp;
  /** The office (a city of the settings' offices) the rules of src/lib/offices.ts chose; '' before migration 019. */
  office: Defaulted<string>;
  /** The account working the lead, if any (migration 019). */
  assigned_to: NullableColumn<number>;
  /** The office's agents when the lead came in: its e-mail goes to them instead of INQUIRY_TO. */
  notify_to: NullableColumn<string>;
  /** The language of the form page it was sent from ('en', 'fr', 'sw'; migration 028, decision 161). */
  locale: Defaulted<string>;
}

/** An inquiry's timeline: status changes, notes and replies sent elsewhere (migration 008). E-mails come from mail_messages. */
export interface InquiryEventsTable {
  id: Id;
  inquiry_id: number;
  /** A reply sent outside the site (e-mail off) is recorded as `reply-mail-app` or `reply-whatsapp`. */
  type: 'status' | 'note' | 'assignment' | `reply-${ReplyChannel}`;
  status: NullableColumn<InquiryStatus>;
  body: string;
  author: string;
  created_at: string;
}

/** A file sent with an inquiry, e.g. an application's CV (migration 010): private, deleted with the lead. */
export interface InquiryAttachmentsTable {
  id: Id;
  inquiry_id: number;
  purpose: 'cv';
  file_name: string;
  /** What the server recognised in the bytes (application/pdf or the .docx type), not what was claimed. */
  content_type: string;
  size: number;
  sha256: string;
  /** Buffer on both drivers: better-sqlite3 blob, pg bytea. */
  bytes: Buffer;
  created_at: string;
}

/** E-mails other than the inquiry itself, sent by the same outbox worker (migration 008). */
export interface MailMessagesTable {
  id: Id;
  inquiry_id: NullableColumn<number>;
  purpose: MailPurpose;
  to_address: string;
  reply_to: NullableColumn<string>;
  subject: string;
  text: string;
  html: string;
  delivery_state: DeliveryState;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableColumn<string>;
  locked_until: NullableColumn<string>;
  last_error: NullableColumn<string>;
  sent_at: NullableColumn<string>;
  retried_at: NullableColumn<string>;
  author: ColumnType<string, string | undefined, string>;
  created_at: string;
}

export interface AdminUsersTable {
  id: Id;
  email: string;
  password_hash: string;
  /** Base32 TOTP secret: set while setting up, kept once confirmed (migration 004). */
  totp_secret: NullableColumn<string>;
  /** When the second factor was turned on; null means off. */
  totp_enabled_at: NullableColumn<string>;
  /** The last TOTP time step accepted: a code is good once. */
  totp_last_step: NullableColumn<number>;
  /** What the account may do (src/lib/roles.ts; migration 014): the first account is the Owner. */
  role: ColumnType<Role, Role | undefined, Role>;
  /** Set when the Owner deactivates the account: its sessions end, it cannot sign in. */
  deactivated_at: NullableColumn<string>;
  /** An agent's offices, a JSON list of cities (migration 019). */
  offices: Defaulted<string>;
  /** The name posts and timelines show (migration 024); empty until set. */
  display_name: Defaulted<string>;
  /** An image address (usually an upload) shown with the name on the public site; empty for none. */
  photo_url: Defaulted<string>;
  /** A short bio shown under a post by this account. */
  bio: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Who did what, when and from where (migration 014): never a secret or a message body. */
export interface AuditLogTable {
  id: Id;
  at: string;
  actor_id: number | null;
  actor_email: ColumnType<string, string | undefined, string>;
  /** The admin action's name, e.g. 'content save', 'sign in'. */
  action: string;
  /** 'ok', 'refused' (bad input), 'denied' (not permitted) or 'failed' (e.g. a wrong password). */
  outcome: 'ok' | 'refused' | 'denied' | 'failed';
  /** What it was done to, e.g. 'blog 12', 'inquiry 40': ids and kinds, never content. */
  subject: ColumnType<string, string | undefined, string>;
  ip: ColumnType<string, string | undefined, string>;
}

export interface AdminRecoveryCodesTable {
  id: Id;
  user_id: number;
  code_hash: string; // SHA-256 of the code
  used_at: NullableColumn<string>;
  created_at: string;
}

/** A right password waiting for its second factor (migration 004). */
export interface SignInChallengesTable {
  id: string; // SHA-256 of the pending cookie value
  user_id: number;
  expires_at: string;
  failures: ColumnType<number, number | undefined, number>;
}

/** An invitation to the admin (migration 015): only the SHA-256 of the link's token is kept. */
export interface AccountInvitationsTable {
  id: Id;
  email: string;
  role: ColumnType<Role, Role, Role>;
  token_hash: string;
  invited_by: NullableColumn<number>;
  /** The outbox message that carries the link: its text is blanked once the link is spent. */
  mail_message_id: NullableColumn<number>;
  /** The account made when it was accepted. */
  account_id: NullableColumn<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: NullableColumn<string>;
  revoked_at: NullableColumn<string>;
  /** The offices of an invited agent, a JSON list of cities (migration 019). */
  offices: Defaulted<string>;
}

export interface SessionsTable {
  id: string; // SHA-256 of the cookie value: a leaked table does not leak live cookies
  user_id: number;
  created_at: Timestamp;
  last_seen_at: string;
  expires_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  hits: number;
}

/** A form token spent on an inquiry, kept until it would have expired (migration 009). */
export interface UsedFormTokensTable {
  token: string;
  inquiry_id: number | null;
  expires_at: string;
}

export interface UploadsTable {
  id: Id;
  file_name: string;
  original_name: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  /** The focal point, percent from the left and from the top (migration 013): every crop keeps it in view. */
  focal_x: Defaulted<number>;
  focal_y: Defaulted<number>;
  created_at: Timestamp;
}

/** Upload bytes when UPLOAD_STORAGE=database (Buffer on both drivers: better-sqlite3 blob, pg bytea). */
export interface UploadFilesTable {
  name: string;
  content_type: string;
  bytes: Buffer;
  size: number;
  created_at: Timestamp;
}

export interface CacheTagsTable {
  tag: string;
  revision: number;
  updated_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** One row per save of admin → Settings (migration 012); the newest is in force. */
export interface SiteSettingsTable {
  id: Id;
  /** The settings as JSON (src/lib/site-settings.ts checks them again when read). */
  data: string;
  author_id: number | null;
  created_at: Timestamp;
}

/** One row per save of an editable page (migration 016); the newest of a page is in force. */
export interface PageVersionsTable {
  id: Id;
  page_key: string;
  /** SEO fields and sections as JSON (src/lib/page-sections checks them again when read). */
  data: string;
  author_id: number | null;
  created_at: Timestamp;
  /** When a scheduled version goes in force (migration 025); null: from its save. */
  publish_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of this version (migration 030): each language has its own versions. */
  locale: ColumnType<string, string | undefined, string>;
}

/** Page views counted without cookies (migration 021, decision 147): no address, no user agent. */
export interface AnalyticsViewsTable {
  id: Generated<number>;
  day: string;
  hour: number;
  path: string;
  entry: ColumnType<boolean | number, boolean, boolean>;
  referrer_host: string;
  channel: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  country: string;
  device: string;
  /** hash(the day's salt, address, user agent, site): unlinkable once the salt is deleted. */
  visitor: string;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

export interface AnalyticsDailyTable {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
}

export interface AnalyticsHourlyTable {
  day: string;
  hour: number;
  views: number;
  visitors: number;
}

/** An item's text fields in another language (decision 162): `fields` is a JSON object by field name. */
export interface ContentTranslationsTable {
  kind: string;
  item_id: number;
  locale: string;
  slug: string;
  fields: ColumnType<string, string | undefined, string>;
  is_published: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: string;
}

export interface Database extends LifecycleTables {
  content_translations: ContentTranslationsTable;
  analytics_views: AnalyticsViewsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_hourly: AnalyticsHourlyTable;
  page_versions: PageVersionsTable;
  app_settings: AppSettingsTable;
  audit_log: AuditLogTable;
  site_settings: SiteSettingsTable;
  case_studies: CaseStudiesTable;
  talent: TalentTable;
  events: EventsTable;
  blog_posts: BlogPostsTable;
  job_postings: JobPostingsTable;
  inquiries: InquiriesTable;
  inquiry_events: InquiryEventsTable;
  inquiry_attachments: InquiryAttachmentsTable;
  mail_messages: MailMessagesTable;
  admin_users: AdminUsersTable;
  account_invitations: AccountInvitationsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  used_form_tokens: UsedFormTokensTable;
  uploads: UploadsTable;
  upload_files: UploadFilesTable;
  cache_tags: CacheTagsTable;
}

export type CaseStudyRow = Selectable<CaseStudiesTable>;
export type EventsRow = Selectable<EventsTable>;
export type NewEventsRow = Insertable<EventsTable>;
export type NewCaseStudyRow = Insertable<CaseStudiesTable>;
export type CaseStudyUpdate = Updateable<CaseStudiesTable>;
export type TalentRow = Selectable<TalentTable>;
export type NewTalentRow = Insertable<TalentTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPostRow = Insertable<BlogPostsTable>;
export type JobPostingRow = Selectable<JobPostingsTable>;
export type NewJobPostingRow = Insertable<JobPostingsTable>;
export type InquiryRow = Selectable<InquiriesTable>;
export type MailMessageRow = Selectable<MailMessagesTable>;

/** Columns that hold booleans: SQLite hands them back as 0/1, the client turns them into booleans. */
export const BOOLEAN_COLUMNS = new Set<string>(Object.values(contentTypes).flatMap((type) => type.booleanFields));
