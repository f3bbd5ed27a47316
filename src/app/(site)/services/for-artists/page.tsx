import { CtaBand } from '@/components/site/cta-band';
import { FaqSection, FeatureGrid, ProcessSteps } from '@/components/site/services/blocks';
import { CtaButtons } from '@/components/site/cta-buttons';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { artistsFaq } from '@/content/faq';
import { pageMetadata } from '@/content/metadata';
import { artists } from '@/content/services';

export const metadata = pageMetadata({ ...artists.metadata, path: '/services/for-artists' });

export default function ForArtistsPage() {
  return (
    <>
      <PageHero
        eyebrow={artists.hero.eyebrow}
        title={artists.hero.title}
        lead={artists.hero.lead}
        actions={<CtaButtons links={[artists.hero.primary, artists.hero.secondary]} />}
      />
      <FeatureGrid id="benefits-title" columns={5} {...artists.benefits} />

      <Section tone="night" aria-labelledby="representation-title">
        <SectionHeading
          id="representation-title"
          eyebrow={artists.representation.eyebrow}
          title={artists.representation.title}
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {artists.representation.items.map((option, index) => (
            <Reveal as="li" key={option.title} step={index}>
              <article
                className={`relative flex h-full flex-col rounded-2xl border-2 p-7 ${option.featured ? 'border-gold bg-clay' : 'border-line bg-clay'}`}
              >
                {option.featured ? (
                  <p className="absolute -top-3.5 left-7 rounded-full bg-gold px-3 py-1 text-xs font-bold tracking-widest text-ink uppercase">
                    Most hands-on
                  </p>
                ) : null}
                <h3 className="font-display text-2xl font-extrabold">{option.title}</h3>
                <p className="mt-2 inline-flex self-start rounded-full border border-jade/60 px-3 py-1 text-sm font-semibold text-jade">
                  {option.slots}
                </p>
                <p className="mt-6 font-display text-2xl font-extrabold text-gold">{option.price}</p>
                <p className="mt-1 text-sm font-semibold text-sand">{option.term}</p>
                <p className="mt-5 leading-relaxed text-muted">{option.description}</p>
              </article>
            </Reveal>
          ))}
        </ul>
      </Section>

      <ProcessSteps id="process-title" {...artists.process} />
      <FaqSection
        id="faq-title"
        tone="clay"
        eyebrow={artists.faq.eyebrow}
        title={artists.faq.title}
        items={artistsFaq}
      />
      <CtaBand title={artists.closing.title} lead={artists.closing.lead}>
        <CtaButtons onGold links={artists.closing.actions} />
      </CtaBand>
    </>
  );
}
