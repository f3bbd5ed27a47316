import { FeaturedTalent } from '@/components/site/featured-talent';
import { FeaturedWork } from '@/components/site/featured-work';
import { ContentIcon, toneCycle } from '@/components/site/icon';
import { LatestInsights } from '@/components/site/latest-insights';
import { NextEvents } from '@/components/site/next-events';
import { ButtonLink } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { listPath } from '@/lib/list-paths';
import { TALENT_CATEGORIES } from '@/lib/talent-categories';
import { defineKind } from '../define';
import { choice, href, ICON_OPTIONS, line, optionalHref, optionalLine, optionalProse } from '../fields';
import { Glyph } from '@/components/ui/glyph';

const SOURCES = [
  { value: 'work', label: 'Featured work (case studies featured on home)' },
  { value: 'insights', label: 'Latest insights (posts featured on home, then the newest)' },
  { value: 'talent', label: 'Talent (profiles featured on home, and the categories below)' },
  { value: 'events', label: 'Next events (the three soonest upcoming)' },
] as const;
type Source = (typeof SOURCES)[number]['value'];

const CATEGORIES = TALENT_CATEGORIES.map((name) => ({ value: name, label: name }));
type Category = {
  name: (typeof TALENT_CATEGORIES)[number];
  icon: (typeof ICON_OPTIONS)[number]['value'];
  blurb: string;
};

type Featured = {
  kind: 'featured';
  shown: boolean;
  source: Source;
  eyebrow: string;
  title: string;
  lead: string;
  buttonLabel: string;
  buttonHref: string;
  secondLabel: string;
  secondHref: string;
  empty: string;
  categories: Category[];
};

const accentText = { gold: 'text-gold', coral: 'text-coral', jade: 'text-jade' } as const;

/*
 * The Featured Work and Latest Insights lists are plain markup, shared with other pages; these
 * descendant styles give them the home page's card treatment without editing their components.
 */
const featuredFrame =
  '[&_ul]:gap-5 [&_li>a]:group [&_li>a]:relative [&_li>a]:flex [&_li>a]:h-full [&_li>a]:flex-col [&_li>a]:gap-2 [&_li>a]:rounded-2xl [&_li>a]:border [&_li>a]:border-line [&_li>a]:bg-clay [&_li>a]:p-7 [&_li>a]:transition-colors [&_li>a:hover]:border-gold [&_h3]:text-2xl [&_h3]:font-extrabold [&_h3]:text-sand [&_p]:text-muted [&_p:nth-of-type(2)]:font-display [&_p:nth-of-type(2)]:text-3xl [&_p:nth-of-type(2)]:font-extrabold [&_p:nth-of-type(2)]:text-gold [&_p:nth-of-type(1)]:text-sm [&_p:nth-of-type(1)]:font-semibold [&_p:nth-of-type(1)]:tracking-widest [&_p:nth-of-type(1)]:uppercase [&_p:nth-of-type(3)]:line-clamp-3';
const insightsFrame =
  '[&_ul]:gap-5 [&_li>a]:flex [&_li>a]:h-full [&_li>a]:flex-col [&_li>a]:gap-3 [&_li>a]:rounded-2xl [&_li>a]:border [&_li>a]:border-line [&_li>a]:bg-clay [&_li>a]:p-7 [&_li>a]:transition-colors [&_li>a:hover]:border-gold [&_p:first-of-type]:text-xs [&_p:first-of-type]:font-bold [&_p:first-of-type]:tracking-[0.2em] [&_p:first-of-type]:text-jade [&_p:first-of-type]:uppercase [&_h3]:text-2xl [&_h3]:leading-tight [&_h3]:font-extrabold [&_h3]:text-sand [&_p:last-of-type]:line-clamp-3 [&_p:last-of-type]:text-muted';

const ids: Record<Source, string> = {
  work: 'featured-title',
  insights: 'insights-title',
  talent: 'talent-title',
  events: 'events-title',
};

/**
 * Items the operator curates elsewhere, shown on a page: featured case studies, talent or posts
 * (the home lists of decision 135, each item's "Feature on home" and Home Order) or the next
 * events. The words around them (heading, lead, buttons, talent categories) are the section's.
 */
export const featured = defineKind<Featured>({
  kind: 'featured',
  label: 'Featured items',
  fields: {
    source: choice('Items', SOURCES),
    eyebrow: optionalLine('Eyebrow', 60),
    title: line('Heading', 120),
    lead: optionalProse('Lead', 400, 2),
    buttonLabel: line('Button', 40),
    buttonHref: href('Button link'),
    secondLabel: optionalLine('Second button (talent only)', 40),
    secondHref: optionalHref('Second button link'),
    empty: optionalLine('When there is nothing to show', 120, 'Empty: the section shows only its heading.'),
  },
  lists: {
    categories: {
      title: 'Talent categories (talent only)',
      noun: 'Category',
      min: 0,
      max: 6,
      fields: {
        name: choice('Category', CATEGORIES),
        icon: choice('Icon', ICON_OPTIONS),
        blurb: line('Blurb', 120),
      },
    },
  },
  initial: {
    source: 'events',
    eyebrow: 'Events',
    title: 'Coming Up',
    lead: '',
    buttonLabel: 'All events',
    buttonHref: '/events',
    secondLabel: '',
    secondHref: '',
    empty: '',
    categories: [],
  },
  render: (section) => {
    const id = ids[section.source];
    const heading = (
      <SectionHeading
        id={id}
        eyebrow={section.eyebrow || undefined}
        title={section.title}
        lead={section.lead || undefined}
      />
    );
    if (section.source === 'talent') {
      return (
        <Section tone="clay" aria-labelledby={id}>
          {heading}
          <FeaturedTalent />
          {section.categories.length ? (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
              {section.categories.map((category, index) => (
                <li key={`${category.name}-${index}`}>
                  <Link
                    href={listPath('/talent', { category: category.name })}
                    className="group relative flex h-full min-h-40 flex-col justify-between overflow-hidden rounded-2xl border border-line bg-night p-5 transition-colors hover:border-gold sm:p-7"
                  >
                    <ContentIcon
                      name={category.icon}
                      className={`size-9 ${accentText[toneCycle[index % 3] ?? 'gold']}`}
                    />
                    <span>
                      <span className="block font-display text-2xl font-extrabold text-sand sm:text-3xl">
                        {category.name}
                      </span>
                      <span className="mt-1 block text-sm text-muted">{category.blurb}</span>
                    </span>
                    <Glyph
                      name="arrow-up-right"
                      className="absolute top-5 right-5 size-5 text-muted transition-colors group-hover:text-gold"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink href={section.buttonHref} size="lg">
              {section.buttonLabel}
            </ButtonLink>
            {section.secondLabel && section.secondHref ? (
              <ButtonLink href={section.secondHref} variant="outline" size="lg">
                {section.secondLabel}
              </ButtonLink>
            ) : null}
          </div>
        </Section>
      );
    }
    const items =
      section.source === 'work' ? (
        <Reveal className={featuredFrame}>
          <FeaturedWork />
        </Reveal>
      ) : section.source === 'insights' ? (
        <Reveal className={insightsFrame}>
          <LatestInsights empty={section.empty} />
        </Reveal>
      ) : (
        <NextEvents empty={section.empty} />
      );
    return (
      <Section tone={section.source === 'work' ? 'night' : 'ink'} aria-labelledby={id}>
        <div className="flex flex-wrap items-end justify-between gap-6">
          {heading}
          <ButtonLink href={section.buttonHref} variant="outline" className="mb-10 sm:mb-14">
            {section.buttonLabel}
            <Glyph name="arrow-up-right" />
          </ButtonLink>
        </div>
        {items}
      </Section>
    );
  },
});
