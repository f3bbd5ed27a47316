import { artistsFaq, brandsFaq, promotersFaq } from '@/content/faq';
import { artists, brands, promoters, specialized } from '@/content/services';
import type { CtaLink, FaqItem } from '@/content/types';
import type { SectionValues } from './define';

/**
 * The four services pages as the site shipped them (src/content/services.ts and faq.ts, word for
 * word), as sections: the seeds of admin → Pages → For brands, For promoters, For artists and
 * Specialized services.
 */
type Seed = { seo: { title: string; description: string; image: string }; sections: SectionValues[] };

const none = { label: '', href: '' };

const hero = (copy: { eyebrow: string; title: string; lead: string }, primary = none, secondary = none) => ({
  kind: 'hero',
  shown: true,
  eyebrow: copy.eyebrow,
  title: copy.title,
  lead: copy.lead,
  primaryLabel: primary.label,
  primaryHref: primary.href,
  secondaryLabel: secondary.label,
  secondaryHref: secondary.href,
});

const cta = (copy: { title: string; lead: string }, links: readonly CtaLink[]) => ({
  kind: 'cta',
  shown: true,
  title: copy.title,
  lead: copy.lead,
  primaryLabel: links[0]?.label ?? '',
  primaryHref: links[0]?.href ?? '',
  secondaryLabel: links[1]?.label ?? '',
  secondaryHref: links[1]?.href ?? '',
  thirdLabel: links[2]?.label ?? '',
  thirdHref: links[2]?.href ?? '',
});

const features = (
  copy: { eyebrow: string; title: string; items: readonly { icon: string; title: string; description: string }[] },
  tone: string,
  columns: string,
) => ({
  kind: 'features',
  shown: true,
  eyebrow: copy.eyebrow,
  title: copy.title,
  tone,
  columns,
  items: copy.items.map((item) => ({ icon: item.icon, title: item.title, description: item.description })),
});

const process = (
  copy: { eyebrow: string; title: string; steps: readonly { title: string; description: string; duration?: string }[] },
  tone: string,
) => ({
  kind: 'process',
  shown: true,
  eyebrow: copy.eyebrow,
  title: copy.title,
  tone,
  steps: copy.steps.map((step) => ({
    title: step.title,
    duration: step.duration ?? '',
    description: step.description,
  })),
});

const faq = (copy: { eyebrow: string; title: string }, items: FaqItem[], tone: string) => ({
  kind: 'faq',
  shown: true,
  eyebrow: copy.eyebrow,
  title: copy.title,
  tone,
  items: items.map((item) => ({ question: item.question, answer: item.answer })),
});

/** The client wall as the site shipped it: every client of admin → Settings (decision 155). */
export const logoWallSeed = (eyebrow: string, title: string) => ({
  kind: 'logos',
  shown: true,
  eyebrow,
  title,
  limit: '',
});

export const forBrandsSeed: Seed = {
  seo: { ...brands.metadata, image: '' },
  sections: [
    hero(brands.hero, brands.hero.primary, brands.hero.secondary),
    logoWallSeed(brands.clients.eyebrow, brands.clients.title),
    features(brands.advantages, 'night', '4'),
    {
      kind: 'stories',
      shown: true,
      eyebrow: brands.stories.eyebrow,
      title: brands.stories.title,
      cta: brands.stories.cta,
      tone: 'ink',
      items: brands.stories.items.map((story) => ({
        title: story.title,
        tag: story.tag,
        slug: story.slug,
        details: `Challenge: ${story.challenge}\nSolution: ${story.solution}\nImpact: ${story.impact}`,
      })),
    },
    process(brands.process, 'clay'),
    faq(brands.faq, brandsFaq, 'ink'),
    cta(brands.closing, [brands.closing.primary, brands.closing.secondary]),
  ],
};

export const forPromotersSeed: Seed = {
  seo: { ...promoters.metadata, image: '' },
  sections: [
    hero(promoters.hero, promoters.hero.primary, promoters.hero.secondary),
    { kind: 'names', shown: true, title: promoters.partners.eyebrow, names: promoters.partners.names.join('\n') },
    { kind: 'siteStats', shown: true, title: 'Production record', place: 'promoters', style: 'record' },
    features(promoters.strengths, 'ink', '4'),
    {
      kind: 'offers',
      shown: true,
      eyebrow: promoters.models.eyebrow,
      title: promoters.models.title,
      items: promoters.models.items.map((model, index) => ({
        title: model.title,
        description: model.description,
        points: model.points.join('\n'),
        highlight: index === 1 ? 'yes' : 'no',
      })),
    },
    {
      kind: 'stories',
      shown: true,
      eyebrow: promoters.stories.eyebrow,
      title: promoters.stories.title,
      cta: promoters.stories.cta,
      tone: 'ink',
      items: promoters.stories.items.map((story) => ({
        title: story.title,
        tag: story.role,
        slug: story.slug,
        details: `Challenge: ${story.challenge}\nOutcome: ${story.outcome}`,
      })),
    },
    process(promoters.process, 'clay'),
    faq(promoters.faq, promotersFaq, 'ink'),
    { kind: 'testimonial', shown: true, ...promoters.testimonial },
    cta(promoters.closing, [promoters.closing.primary, promoters.closing.secondary]),
  ],
};

export const forArtistsSeed: Seed = {
  seo: { ...artists.metadata, image: '' },
  sections: [
    hero(artists.hero, artists.hero.primary, artists.hero.secondary),
    features(artists.benefits, 'ink', '5'),
    {
      kind: 'plans',
      shown: true,
      eyebrow: artists.representation.eyebrow,
      title: artists.representation.title,
      items: artists.representation.items.map((option) => ({
        title: option.title,
        slots: option.slots,
        price: option.price,
        term: option.term,
        description: option.description,
        badge: option.featured ? artists.representation.featuredBadge : '',
      })),
    },
    process(artists.process, 'ink'),
    faq(artists.faq, artistsFaq, 'clay'),
    cta(artists.closing, artists.closing.actions),
  ],
};

export const specializedSeed: Seed = {
  seo: { ...specialized.metadata, image: '' },
  sections: [
    hero(specialized.hero),
    {
      kind: 'offerCards',
      shown: true,
      label: specialized.servicesLabel,
      items: specialized.services.map((service) => ({
        icon: service.icon,
        title: service.title,
        description: service.description,
        cta: service.cta,
        link: specialized.contactHref,
      })),
    },
    cta(specialized.closing, [specialized.closing.cta]),
  ],
};
