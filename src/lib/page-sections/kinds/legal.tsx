import { LegalPage } from '@/components/site/legal-page';
import { env } from '@/server/env';
import { defineKind, linesOf, paragraphsOf } from '../define';
import { href, line, optionalProse, prose } from '../fields';

type Clause = { heading: string; paragraphs: string; list: string };
type Legal = {
  kind: 'legal';
  shown: boolean;
  title: string;
  updated: string;
  intro: string;
  clauses: Clause[];
  relatedLabel: string;
  relatedHref: string;
};

/**
 * The placeholders a legal text may use: the retention periods the daily retention job applies
 * (LEAD_RETENTION_MONTHS, SPAM_RETENTION_DAYS), so the policy states what the site does.
 */
const placeholders = (): Record<string, string> => ({
  '{leadMonths}': String(env().LEAD_RETENTION_MONTHS),
  '{spamDays}': String(env().SPAM_RETENTION_DAYS),
});
const fill = (value: string, values: Record<string, string>) =>
  value.replace(/\{leadMonths\}|\{spamDays\}/g, (token) => values[token] ?? token);

/** A long legal document with its table of contents: clauses of paragraphs and a bulleted list. */
export const legal = defineKind<Legal>({
  kind: 'legal',
  label: 'Legal document',
  fields: {
    title: line('Title', 120),
    updated: line('Last updated', 40, 'As in “1 November 2026”.'),
    intro: prose('Introduction', 2000, 4),
    relatedLabel: line('See also: label', 60),
    relatedHref: href('See also: link'),
  },
  lists: {
    clauses: {
      title: 'Clauses',
      noun: 'Clause',
      min: 1,
      max: 30,
      fields: {
        heading: line('Heading', 120),
        paragraphs: optionalProse(
          'Paragraphs',
          6000,
          5,
          'Separated by a blank line. {leadMonths} and {spamDays} show the retention periods in force.',
        ),
        list: optionalProse('Bulleted list', 6000, 5, 'One item per line, shown after the paragraphs.'),
      },
    },
  },
  initial: {
    title: 'New document',
    updated: '1 January 2027',
    intro: 'What this document is about.',
    clauses: [{ heading: 'First clause', paragraphs: 'Its text.', list: '' }],
    relatedLabel: 'Privacy Policy',
    relatedHref: '/privacy',
  },
  render: (section) => {
    const values = placeholders();
    return (
      <LegalPage
        document={{
          title: section.title,
          updated: section.updated,
          intro: fill(section.intro, values),
          sections: section.clauses.map((clause) => ({
            heading: clause.heading,
            paragraphs: paragraphsOf(fill(clause.paragraphs, values)),
            list: clause.list.trim() ? linesOf(fill(clause.list, values)) : undefined,
          })),
        }}
        related={{ label: section.relatedLabel, href: section.relatedHref }}
      />
    );
  },
});
