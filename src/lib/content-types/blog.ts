import {
  homeFields,
  altField,
  defineContentType,
  field,
  IMAGE_HINT,
  scheduleFields,
  seoFields,
  type WriteContext,
} from './define';

/** Blog posts: /blog and /blog/[slug], the home page's Latest Insights and /blog/rss.xml. */
export const blog = defineContentType({
  kind: 'blog',
  table: 'blog_posts',
  tag: 'posts',
  publicPath: (slug) => `/blog/${slug}`,
  seo: { title: 'title', description: 'excerpt' },
  hooks: {
    beforeWrite: stampPost,
    extraColumns: { author_id: null, published_at: null },
  },
  words: {
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
    item: 'Blog post',
    all: 'All blog posts',
  },
  editor: 'page',
  fields: {
    title: field.text({ label: 'Title', max: 200, required: true }),
    category: field.text({ label: 'Category', max: 80, placeholder: 'Industry Insights' }),
    excerpt: field.textarea({ label: 'Excerpt', rows: 3, max: 500 }),
    cover_image_url: field.image({ label: 'Cover Image', hint: IMAGE_HINT }),
    cover_image_alt: altField('Cover Image Alt Text', 'cover_image_url'),
    content: field.textarea({
      label: 'Content',
      rows: 10,
      max: 100_000,
      required: true,
      markdown: true,
      hint: 'Markdown is supported.',
    }),
    is_published: field.checkbox({ label: 'Publish this post?' }),
    ...scheduleFields(),
    ...homeFields(),
    ...seoFields(),
  },
  translations: ['title', 'category', 'excerpt', 'content', 'cover_image_alt', 'meta_title', 'meta_description'],
  slug: { from: 'title', label: 'Slug' },
  visibility: { field: 'is_published', shown: 'Published', hidden: 'Draft' },
  columns: [
    { header: 'Title', show: 'text', field: 'title' },
    { header: 'Category', show: 'text', field: 'category' },
    { header: 'Status', show: 'visibility' },
    { header: 'Home', show: 'home' },
    { header: 'Created At', show: 'date', field: 'created_at' },
  ],
});

/**
 * A post's columns no form edits: `author_id`, the admin who saved it last, and `published_at`, the
 * date it shows, stamped the first time it is published (or when a scheduled window opens later than
 * that) and kept when it is unpublished. A save that does not touch `is_published` keeps the stamp.
 */
function stampPost({ values, current, now, authorId }: WriteContext): Record<string, unknown> {
  if (typeof values.is_published !== 'boolean') return { author_id: authorId };
  const stamped = typeof current?.published_at === 'string' ? current.published_at : null;
  if (!values.is_published) return { author_id: authorId, published_at: stamped };
  const publishAt = values.publish_at === undefined ? current?.publish_at : values.publish_at;
  const stamp = stamped ?? now;
  return {
    author_id: authorId,
    published_at: typeof publishAt === 'string' && publishAt > stamp ? publishAt : stamp,
  };
}
