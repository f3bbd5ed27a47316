import { Check } from 'lucide-react';
import { CtaBand } from '@/components/site/cta-band';
import { FaqSection, FeatureGrid, ProcessSteps, StoryGrid, Testimonial } from '@/components/site/services/blocks';
import { CtaButtons } from '@/components/site/cta-buttons';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { promotersFaq } from '@/content/faq';
import { pageMetadata } from '@/content/metadata';
import { promoters } from '@/content/services';
import { statsFor } from '@/lib/site-settings';
import { getSiteSettings } from '@/server/data/site-settings';

export const metadata = pageMetadata({ ...promoters.metadata, path: '/services/for-promoters' });

export default async function ForPromotersPage() {
  // The production record: the stats the site settings show on this page.
  const stats = statsFor(await getSiteSettings(), 'promoters');
  return (
    <>
      <PageHero
        eyebrow={promoters.hero.eyebrow}
        title={promoters.hero.title}
        lead={promoters.hero.lead}
        actions={<CtaButtons links={[promoters.hero.primary, promoters.hero.secondary]} />}
      />

      <section aria-labelledby="promoter-partners" className="border-b border-line bg-ink">
        <Container className="py-10">
          <h2 id="promoter-partners" className="text-center text-sm font-bold tracking-[0.25em] text-gold uppercase">
            {promoters.partners.eyebrow}
          </h2>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-8 gap-y-3">
            {promoters.partners.names.map((name) => (
              <li key={name} className="font-display text-lg font-bold text-sand/85">
                {name}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-label="Production record" className="bg-coral text-ink">
        <Container className="py-14">
          <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm font-bold tracking-[0.2em] uppercase">{stat.label}</dt>
                <dd className="font-display text-5xl font-extrabold tracking-tight sm:text-6xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <FeatureGrid id="strengths-title" {...promoters.strengths} />

      <Section tone="night" aria-labelledby="models-title">
        <SectionHeading id="models-title" eyebrow={promoters.models.eyebrow} title={promoters.models.title} />
        <ul className="grid gap-6 lg:grid-cols-3">
          {promoters.models.items.map((model, index) => (
            <Reveal as="li" key={model.title} step={index}>
              <div
                className={`h-full rounded-2xl border-2 p-7 ${index === 1 ? 'border-gold bg-clay' : 'border-line bg-clay'}`}
              >
                <h3 className="font-display text-2xl font-extrabold">{model.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{model.description}</p>
                <ul className="mt-6 grid gap-2">
                  {model.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-jade" />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
            </Reveal>
          ))}
        </ul>
      </Section>

      <StoryGrid
        id="stories-title"
        eyebrow={promoters.stories.eyebrow}
        title={promoters.stories.title}
        cta={promoters.stories.cta}
        stories={promoters.stories.items.map((story) => ({
          title: story.title,
          role: story.role,
          slug: story.slug,
          fields: [
            { label: 'Challenge', text: story.challenge },
            { label: 'Outcome', text: story.outcome },
          ],
        }))}
      />
      <ProcessSteps id="process-title" tone="clay" {...promoters.process} />
      <FaqSection id="faq-title" eyebrow={promoters.faq.eyebrow} title={promoters.faq.title} items={promotersFaq} />
      <Testimonial {...promoters.testimonial} />
      <CtaBand title={promoters.closing.title} lead={promoters.closing.lead}>
        <CtaButtons onGold links={[promoters.closing.primary, promoters.closing.secondary]} />
      </CtaBand>
    </>
  );
}
