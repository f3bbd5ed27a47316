/**
 * The four admin content types: their words (spec sections 2 and 8, exact strings) and routes.
 * Client-safe: the screens, forms and toasts read it; the server actions use the kind names.
 */
export const CONTENT_KINDS = ['blog', 'case-studies', 'jobs', 'talent'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}

export const contentWords: Record<
  ContentKind,
  {
    path: string;
    nav: string;
    heading: string;
    addLabel: string;
    empty: string;
    noun: string;
    created: string;
    updated: string;
    deleted: string;
    saveError: string;
    deleteError: string;
    fetchError: string;
    dashboard: string;
    searchLabel: string;
  }
> = {
  blog: {
    path: '/admin/blog',
    nav: 'Blog Posts',
    heading: 'Manage Blog Posts',
    addLabel: 'Add New Post',
    empty: 'No blog posts yet. Click "Add New Post" to get started!',
    noun: 'post',
    created: 'Post created successfully!',
    updated: 'Post updated successfully!',
    deleted: 'Post deleted successfully!',
    saveError: 'Error saving post',
    deleteError: 'Error deleting post',
    fetchError: 'Error fetching posts',
    dashboard: 'Create, edit and manage articles and insights.',
    searchLabel: 'Search posts by title',
  },
  'case-studies': {
    path: '/admin/case-studies',
    nav: 'Case Studies',
    heading: 'Manage Case Studies',
    addLabel: 'Add New Case Study',
    empty: 'No case studies yet. Click "Add New Case Study" to get started!',
    noun: 'case study',
    created: 'Case Study created successfully!',
    updated: 'Case Study updated successfully!',
    deleted: 'Case study deleted successfully!',
    saveError: 'Error saving case study',
    deleteError: 'Error deleting case study',
    fetchError: 'Error fetching case studies',
    dashboard: 'Showcase successful projects and their impact.',
    searchLabel: 'Search case studies by title',
  },
  jobs: {
    path: '/admin/jobs',
    nav: 'Job Postings',
    heading: 'Manage Job Postings',
    addLabel: 'Add New Job',
    empty: 'No job postings yet. Click "Add New Job" to get started!',
    noun: 'job',
    created: 'Job created successfully!',
    updated: 'Job updated successfully!',
    deleted: 'Job deleted successfully!',
    saveError: 'Error saving job',
    deleteError: 'Error deleting job',
    fetchError: 'Error fetching jobs',
    dashboard: 'Manage career opportunities.',
    searchLabel: 'Search jobs by title',
  },
  talent: {
    path: '/admin/talent',
    nav: 'Talent Roster',
    heading: 'Manage Talent Roster',
    addLabel: 'Add New Talent',
    empty: 'No talent yet. Click "Add New Talent" to get started!',
    noun: 'talent',
    created: 'Talent created successfully!',
    updated: 'Talent updated successfully!',
    deleted: 'Talent deleted successfully!',
    saveError: 'Error saving talent',
    deleteError: 'Error deleting talent',
    fetchError: 'Error fetching talent',
    dashboard: 'Manage the artists, DJs and influencers on the roster.',
    searchLabel: 'Search talent by name',
  },
};

export type SaveState =
  | { status: 'idle' }
  | { status: 'ok'; mode: 'created' | 'updated'; at: number }
  | { status: 'error'; message: string; fieldErrors: Record<string, string>; at: number };

export type DeleteResult = { ok: true } | { ok: false; message: string };
