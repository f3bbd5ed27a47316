import { contentTypes } from '@/lib/content-types';
import type { Database } from '@/server/db/schema';

/*
 * Every table's columns at run time, for comparing with the migrated database
 * (tests/integration/schema-columns.test.ts). TypeScript types are gone at run time, so the lists
 * are checked against them at compile time instead: each must name exactly the keys of its table
 * type in src/server/db/schema.ts. The content tables' lists come from their definitions, like
 * their types, so adding a field to a definition needs no change here.
 */

type Columns<Table> = Record<keyof Table, true>;

function contentColumns<Fields extends object, Extra extends Record<string, true>>(fields: Fields, extra: Extra) {
  const names = Object.keys(fields).map((name) => [name, true] as const);
  const lifecycle = { id: true, slug: true, created_at: true, updated_at: true, first_published_at: true };
  return { ...lifecycle, ...Object.fromEntries(names), ...extra } as Record<
    keyof typeof lifecycle | keyof Fields | keyof Extra,
    true
  >;
}

export const tableColumns = {
  app_settings: { key: true, value: true },
  site_settings: { id: true, data: true, author_id: true, created_at: true },
  page_versions: { id: true, page_key: true, data: true, author_id: true, created_at: true, publish_at: true },
  content_translations: {
    kind: true,
    item_id: true,
    locale: true,
    slug: true,
    fields: true,
    is_published: true,
    updated_at: true,
  },
  case_studies: contentColumns(contentTypes['case-studies'].fields, {}),
  talent: contentColumns(contentTypes.talent.fields, { media_posters: true }),
  events: contentColumns(contentTypes.events.fields, {}),
  blog_posts: contentColumns(contentTypes.blog.fields, { author_id: true, published_at: true }),
  job_postings: contentColumns(contentTypes.jobs.fields, {}),
  inquiries: {
    id: true,
    kind: true,
    name: true,
    email: true,
    phone: true,
    subject: true,
    fields: true,
    talent_id: true,
    job_id: true,
    delivery_state: true,
    attempts: true,
    next_attempt_at: true,
    locked_until: true,
    last_error: true,
    sent_at: true,
    handled_at: true,
    retried_at: true,
    status: true,
    status_changed_at: true,
    lost_reason: true,
    spam_reason: true,
    consent_text: true,
    consent_version: true,
    consent_at: true,
    visit_entry_page: true,
    visit_referrer_host: true,
    visit_channel: true,
    visit_utm_source: true,
    visit_utm_medium: true,
    visit_utm_campaign: true,
    created_at: true,
    office: true,
    assigned_to: true,
    notify_to: true,
    locale: true,
  },
  inquiry_events: { id: true, inquiry_id: true, type: true, status: true, body: true, author: true, created_at: true },
  mail_messages: {
    id: true,
    inquiry_id: true,
    purpose: true,
    to_address: true,
    reply_to: true,
    subject: true,
    text: true,
    html: true,
    delivery_state: true,
    attempts: true,
    next_attempt_at: true,
    locked_until: true,
    last_error: true,
    sent_at: true,
    retried_at: true,
    author: true,
    created_at: true,
  },
  admin_users: {
    id: true,
    email: true,
    password_hash: true,
    totp_secret: true,
    totp_enabled_at: true,
    totp_last_step: true,
    role: true,
    deactivated_at: true,
    offices: true,
    display_name: true,
    photo_url: true,
    bio: true,
    created_at: true,
    updated_at: true,
  },
  audit_log: {
    id: true,
    at: true,
    actor_id: true,
    actor_email: true,
    action: true,
    outcome: true,
    subject: true,
    ip: true,
  },
  account_invitations: {
    id: true,
    email: true,
    role: true,
    token_hash: true,
    offices: true,
    invited_by: true,
    mail_message_id: true,
    account_id: true,
    created_at: true,
    expires_at: true,
    accepted_at: true,
    revoked_at: true,
  },
  admin_recovery_codes: { id: true, user_id: true, code_hash: true, used_at: true, created_at: true },
  sign_in_challenges: { id: true, user_id: true, expires_at: true, failures: true },
  sessions: { id: true, user_id: true, created_at: true, last_seen_at: true, expires_at: true },
  rate_limits: { key: true, window_start: true, hits: true },
  inquiry_attachments: {
    id: true,
    inquiry_id: true,
    purpose: true,
    file_name: true,
    content_type: true,
    size: true,
    sha256: true,
    bytes: true,
    created_at: true,
  },
  used_form_tokens: { token: true, inquiry_id: true, expires_at: true },
  uploads: {
    id: true,
    file_name: true,
    original_name: true,
    focal_x: true,
    focal_y: true,
    content_type: true,
    width: true,
    height: true,
    bytes: true,
    created_at: true,
  },
  analytics_views: {
    id: true,
    day: true,
    hour: true,
    path: true,
    entry: true,
    referrer_host: true,
    channel: true,
    utm_source: true,
    utm_medium: true,
    utm_campaign: true,
    country: true,
    device: true,
    visitor: true,
  },
  analytics_salts: { day: true, salt: true },
  analytics_daily: { day: true, dimension: true, value: true, views: true, visitors: true },
  analytics_hourly: { day: true, hour: true, views: true, visitors: true },
  upload_files: { name: true, content_type: true, bytes: true, size: true, created_at: true },
  cache_tags: { tag: true, revision: true, updated_at: true },
  redirects: { id: true, from_path: true, to_path: true, source: true, created_at: true },
  revisions: { id: true, kind: true, item_id: true, author_id: true, snapshot: true, created_at: true },
  previews: {
    token: true,
    kind: true,
    item_id: true,
    author_id: true,
    fields: true,
    created_at: true,
    expires_at: true,
  },
} satisfies { [Table in keyof Database]: Columns<Database[Table]> };

// `satisfies` proves every column of every table type is listed (and, for the written-out lists, no
// other); this proves the derived lists name no column their table type lacks.
type Unknown = {
  [Table in keyof Database]: Exclude<keyof (typeof tableColumns)[Table], keyof Database[Table]>;
}[keyof Database];
export const everyListedColumnIsTyped: [Unknown] extends [never] ? true : false = true;
