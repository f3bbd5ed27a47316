import { TALENT_CATEGORIES } from '../talent-categories';
import { mediaLinksSchema, PLATFORM_NAMES } from '../media-links';
import { altField, homeFields, defineContentType, field, seoFields } from './define';

/** The talent roster: /talent, /talent/[slug] and its booking form. */
export const talent = defineContentType({
  kind: 'talent',
  table: 'talent',
  tag: 'talent',
  publicPath: (slug) => `/talent/${slug}`,
  subpages: ['book', 'press-kit.pdf', 'press-photos.zip'],
  seo: { title: 'name', description: 'tagline' },
  words: {
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
    item: 'Talent profile',
    all: 'The talent roster',
  },
  editor: 'page',
  fields: {
    name: field.text({ label: 'Name', max: 120, required: true }),
    category: field.select({ label: 'Category', options: TALENT_CATEGORIES }),
    location: field.text({ label: 'Location', max: 120 }),
    tagline: field.text({ label: 'Tagline', max: 200 }),
    bio: field.textarea({ label: 'Bio', rows: 6, max: 10_000 }),
    image_url: field.image({
      label: 'Image URL',
      hint: 'Use a direct image address from an image-hosting site (right-click the image and copy its address), or upload an image.',
    }),
    image_alt: altField('Image Alt Text', 'image_url'),
    highlights: field.highlights({ label: 'Highlights' }),
    gallery: field.gallery({ label: 'Gallery' }),
    instagram_url: field.url({ label: 'Instagram URL', placeholder: 'https://instagram.com/…' }),
    tiktok_url: field.url({ label: 'TikTok URL', placeholder: 'https://tiktok.com/@…' }),
    youtube_url: field.url({ label: 'YouTube URL', placeholder: 'https://youtube.com/@…' }),
    // Listen and watch (decision 145): one https link per line on a known platform; the profile loads
    // each player only after the visitor's click.
    media_links: {
      ...field.textarea({
        label: 'Listen and Watch Links',
        rows: 4,
        max: 6_000,
        hint: `One https link per line: ${PLATFORM_NAMES.join(', ')}. The profile shows a play button; the player loads only when a visitor clicks it.`,
      }),
      schema: mediaLinksSchema,
    },
    ...homeFields(),
    ...seoFields(),
  },
  translations: ['tagline', 'bio'],
  slug: { from: 'name', label: 'Slug' },
  visibility: 'always',
  columns: [
    { header: 'Name', show: 'text', field: 'name' },
    { header: 'Category', show: 'text', field: 'category' },
    { header: 'Location', show: 'text', field: 'location' },
    { header: 'Home', show: 'home' },
  ],
});
