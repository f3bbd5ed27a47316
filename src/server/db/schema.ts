import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database as both dialects see it through Kysely.
 * Timestamps are ISO-8601 strings and booleans are booleans on SQLite and PostgreSQL alike:
 * the client normalises both (see client.ts), so repositories never branch on the dialect.
 */
type Timestamp = ColumnType<string, string | undefined, string>;
type Id = Generated<number>;
/** A nullable column that inserts may leave out. */
type NullableColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface CaseStudiesTable {
  id: Id;
  slug: string;
  title: string;
  summary: string;
  location: string;
  project_date: string | null; // YYYY-MM-DD
  category: string;
  attendance: string;
  duration: string;
  investment_tier: string;
  role: string;
  challenge: string;
  solution: string;
  impact: string;
  hero_image_url: string;
  gallery: string; // JSON array of image URLs
  testimonial_quote: string;
  testimonial_author: string;
  is_published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TalentTable {
  id: Id;
  slug: string;
  name: string;
  category: string;
  location: string;
  tagline: string;
  bio: string;
  image_url: string;
  highlights: string; // JSON array of { value, label }
  gallery: string; // JSON array of image URLs
  instagram_url: string;
  tiktok_url: string;
  youtube_url: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogPostsTable {
  id: Id;
  slug: string;
  title: string;
  content: string; // Markdown
  category: string;
  excerpt: string;
  cover_image_url: string;
  author_id: number | null;
  published_at: string | null;
  is_published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobPostingsTable {
  id: Id;
  slug: string;
  title: string;
  location: string;
  type: string;
  description: string;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type InquiryKind = 'brand' | 'promoter' | 'artist' | 'general' | 'booking' | 'application';
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
  created_at: Timestamp;
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
  created_at: Timestamp;
  updated_at: Timestamp;
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

export interface UploadsTable {
  id: Id;
  file_name: string;
  original_name: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
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

export interface Database {
  app_settings: AppSettingsTable;
  case_studies: CaseStudiesTable;
  talent: TalentTable;
  blog_posts: BlogPostsTable;
  job_postings: JobPostingsTable;
  inquiries: InquiriesTable;
  admin_users: AdminUsersTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  uploads: UploadsTable;
  upload_files: UploadFilesTable;
  cache_tags: CacheTagsTable;
}

export type CaseStudyRow = Selectable<CaseStudiesTable>;
export type NewCaseStudyRow = Insertable<CaseStudiesTable>;
export type CaseStudyUpdate = Updateable<CaseStudiesTable>;
export type TalentRow = Selectable<TalentTable>;
export type NewTalentRow = Insertable<TalentTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPostRow = Insertable<BlogPostsTable>;
export type JobPostingRow = Selectable<JobPostingsTable>;
export type NewJobPostingRow = Insertable<JobPostingsTable>;
export type InquiryRow = Selectable<InquiriesTable>;
export type NewInquiryRow = Insertable<InquiriesTable>;

/** Columns that hold booleans: SQLite hands them back as 0/1, the client turns them into booleans. */
export const BOOLEAN_COLUMNS = new Set(['is_published', 'is_active']);
