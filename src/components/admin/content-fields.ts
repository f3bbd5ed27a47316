import { TALENT_CATEGORY_OPTIONS } from '@/lib/schemas/content';
import type { ContentKind } from '@/lib/admin-content';

/** What each modal form shows, in order. Names match the columns and the zod schemas. */
export type FieldSpec =
  | {
      type: 'text' | 'date' | 'url';
      name: string;
      label: string;
      required?: boolean;
      placeholder?: string;
      hint?: string;
    }
  | { type: 'textarea' | 'markdown'; name: string; label: string; rows: number; required?: boolean; hint?: string }
  | { type: 'select'; name: string; label: string; options: readonly string[] }
  | { type: 'checkbox'; name: string; label: string; defaultChecked?: boolean }
  | { type: 'image'; name: string; label: string; hint?: string }
  | { type: 'gallery' | 'highlights'; name: string; label: string }
  | { type: 'slug'; name: 'slug'; label: string; from: string };

const IMAGE_HINT =
  'Paste a direct image address from an image-hosting site (ending in .jpg, .png or .webp), or upload an image.';

export const formFields: Record<ContentKind, FieldSpec[]> = {
  blog: [
    { type: 'text', name: 'title', label: 'Title', required: true },
    { type: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { type: 'text', name: 'category', label: 'Category', placeholder: 'Industry Insights' },
    { type: 'textarea', name: 'excerpt', label: 'Excerpt', rows: 3 },
    { type: 'image', name: 'cover_image_url', label: 'Cover Image', hint: IMAGE_HINT },
    { type: 'markdown', name: 'content', label: 'Content', rows: 10, required: true, hint: 'Markdown is supported.' },
    { type: 'checkbox', name: 'is_published', label: 'Publish this post?' },
  ],
  'case-studies': [
    { type: 'text', name: 'title', label: 'Title', required: true },
    { type: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { type: 'textarea', name: 'summary', label: 'Summary', rows: 2 },
    { type: 'text', name: 'location', label: 'Location' },
    { type: 'date', name: 'project_date', label: 'Project Date' },
    { type: 'text', name: 'category', label: 'Category', placeholder: 'Festival' },
    { type: 'text', name: 'attendance', label: 'Attendance', placeholder: '30,000+' },
    { type: 'text', name: 'duration', label: 'Duration', placeholder: '3 days' },
    { type: 'text', name: 'investment_tier', label: 'Investment Tier', placeholder: '$500K+' },
    { type: 'text', name: 'role', label: 'Our Role' },
    { type: 'textarea', name: 'challenge', label: 'Challenge', rows: 4 },
    { type: 'textarea', name: 'solution', label: 'Solution', rows: 4 },
    { type: 'textarea', name: 'impact', label: 'Impact', rows: 4 },
    { type: 'image', name: 'hero_image_url', label: 'Hero Image', hint: IMAGE_HINT },
    { type: 'gallery', name: 'gallery', label: 'Gallery' },
    { type: 'textarea', name: 'testimonial_quote', label: 'Testimonial Quote', rows: 3 },
    { type: 'text', name: 'testimonial_author', label: 'Testimonial Author' },
    { type: 'checkbox', name: 'is_published', label: 'Publish this case study?' },
  ],
  jobs: [
    { type: 'text', name: 'title', label: 'Title', required: true },
    { type: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { type: 'text', name: 'location', label: 'Location', placeholder: 'Johannesburg' },
    { type: 'text', name: 'type', label: 'Type', placeholder: 'Full-time' },
    { type: 'textarea', name: 'description', label: 'Description', rows: 8, required: true },
    { type: 'checkbox', name: 'is_active', label: 'This job posting is active.', defaultChecked: true },
  ],
  talent: [
    { type: 'text', name: 'name', label: 'Name', required: true },
    { type: 'slug', name: 'slug', label: 'Slug', from: 'name' },
    { type: 'select', name: 'category', label: 'Category', options: TALENT_CATEGORY_OPTIONS },
    { type: 'text', name: 'location', label: 'Location' },
    { type: 'text', name: 'tagline', label: 'Tagline' },
    { type: 'textarea', name: 'bio', label: 'Bio', rows: 6 },
    {
      type: 'image',
      name: 'image_url',
      label: 'Image URL',
      hint: 'Use a direct image address from an image-hosting site (right-click the image and copy its address), or upload an image.',
    },
    { type: 'highlights', name: 'highlights', label: 'Highlights' },
    { type: 'gallery', name: 'gallery', label: 'Gallery' },
    { type: 'url', name: 'instagram_url', label: 'Instagram URL', placeholder: 'https://instagram.com/…' },
    { type: 'url', name: 'tiktok_url', label: 'TikTok URL', placeholder: 'https://tiktok.com/@…' },
    { type: 'url', name: 'youtube_url', label: 'YouTube URL', placeholder: 'https://youtube.com/@…' },
  ],
};
