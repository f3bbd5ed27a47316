import { RESERVED_JOB_SLUGS } from '../schemas/content';
import { defineContentType, field } from './define';

/** Job postings: /careers and each posting's application form. */
export const jobs = defineContentType({
  kind: 'jobs',
  table: 'job_postings',
  tag: 'jobs',
  // A posting's page is its application form.
  publicPath: (slug) => `/careers/${slug}/apply`,
  // A posting taken down has closed: its address says so (410) rather than that it never existed.
  hiddenAnswer: 'gone',
  preview: false,
  words: {
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
    item: 'Job posting',
    all: 'All job postings',
  },
  fields: {
    title: field.text({ label: 'Title', max: 200, required: true }),
    location: field.text({ label: 'Location', max: 120, placeholder: 'Johannesburg' }),
    type: field.text({ label: 'Type', max: 60, placeholder: 'Full-time' }),
    description: field.textarea({
      label: 'Description',
      rows: 8,
      max: 20_000,
      required: true,
      markdown: true,
      hint: 'Markdown is supported.',
    }),
    is_active: field.checkbox({ label: 'This job posting is active.', defaultChecked: true }),
  },
  translations: ['title', 'type', 'description'],
  slug: { from: 'title', label: 'Slug', reserved: RESERVED_JOB_SLUGS },
  visibility: { field: 'is_active', shown: 'Active', hidden: 'Inactive' },
  columns: [
    { header: 'Title', show: 'text', field: 'title' },
    { header: 'Location', show: 'text', field: 'location' },
    { header: 'Type', show: 'text', field: 'type' },
    { header: 'Status', show: 'visibility' },
  ],
});
