/**
 * Who may do what in the admin (docs/decisions/137-roles-and-audit-log.md). Roles are data: a
 * permission or a role is one line here, and every admin page, action and route handler names the
 * permission it needs (src/server/auth/guard.ts, src/server/actions/admin-action.ts), so nothing is
 * guarded by hiding a button. The permission matrix test walks this table.
 */
export const permissions = {
  /** Their own password and second factor: every account. */
  'own-account': 'Their own password and second factor',
  /** Content lists, revisions and previews, without changing anything. */
  'content.read': 'See content, revisions and previews',
  /** Create, edit, publish and delete content; media, redirects, restoring revisions. */
  'content.edit': 'Create, edit, publish and delete content, media and redirects',
  /** The inbox, the pipeline, notes, replies and spam. */
  leads: 'Work leads: inbox, pipeline, notes, replies and spam',
  /** Exports of leads, personal-data reports and erasure. */
  'personal-data': 'Export leads, report and erase personal data',
  /** The audience dashboard: page views, channels, campaigns and the funnel, and their CSV exports (decision 147). */
  analytics: 'See the audience dashboard and export its tables',
  /** Site settings. */
  settings: 'Change the site settings',
  /** Accounts, roles and the audit log. */
  accounts: 'Manage accounts and read the audit log',
} as const;

export type Permission = keyof typeof permissions;

const every = Object.keys(permissions) as Permission[];

/**
 * `leads`: which leads a role that may work them sees: 'all' offices, or only the 'assigned'
 * offices of the account (docs/decisions/143-lead-offices-and-assignment.md).
 */
export const roles = {
  owner: { label: 'Owner', can: every, leads: 'all' },
  editor: { label: 'Editor', can: ['own-account', 'content.read', 'content.edit', 'analytics'], leads: 'all' },
  agent: { label: 'Agent', can: ['own-account', 'content.read', 'leads'], leads: 'assigned' },
} as const satisfies Record<string, { label: string; can: readonly Permission[]; leads: 'all' | 'assigned' }>;

export type Role = keyof typeof roles;

export const roleNames = Object.keys(roles) as Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(roles, value);
}

export function can(role: Role, permission: Permission): boolean {
  return (roles[role].can as readonly Permission[]).includes(permission);
}

/** Whether the role sees only the leads of the account's own offices. */
export function seesOwnOfficesOnly(role: Role): boolean {
  return roles[role].leads === 'assigned';
}
