import { CtaBand } from '@/components/site/cta-band';
import { LogoWall } from '@/components/site/logo-wall';
import { FaqSection, FeatureGrid, ProcessSteps, StoryGrid } from '@/components/site/services/blocks';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section, SectionHeading } from '@/components/ui/section';
import { brandsFaq } from '@/content/faq';
import { pageMetadata } from '@/content/metadata';
import { brands } from '@/content/services';

export const metadata = pageMetadata({ ...brands.metadata, path: '/services/for-brands' });

export default function ForBrandsPage() {
  return (
    <>
      <PageHero
        eyebrow={brands.hero.eyebrow}
        title={brands.hero.title}
        lead={brands.hero.lead}
        actions={
          <>
            <ButtonLink href={brands.hero.primary.href} size="lg">
              {brands.hero.primary.label}
            </ButtonLink>
            <ButtonLink href={brands.hero.secondary.href} variant="outline" size="lg">
              {brands.hero.secondary.label}
            </ButtonLink>
          </>
        }
      />
      <Section aria-labelledby="partners-title">
        <SectionHeading id="partners-title" eyebrow={brands.clients.eyebrow} title={brands.clients.title} align="center" />
        <LogoWall />
      </Section>
      <FeatureGrid id="advantages-title" tone="night" {...brands.advantages} />
      <StoryGrid
        id="stories-title"
        eyebrow={brands.stories.eyebrow}
        title={brands.stories.title}
        cta={brands.stories.cta}
        stories={brands.stories.items.map((story) => ({
          title: story.title,
          tag: story.tag,
          slug: story.slug,
          fields: [
            { label: 'Challenge', text: story.challenge },
            { label: 'Solution', text: story.solution },
            { label: 'Impact', text: story.impact },
          ],
        }))}
      />
      <ProcessSteps id="process-title" tone="clay" {...brands.process} />
      <FaqSection id="faq-title" eyebrow={brands.faq.eyebrow} title={brands.faq.title} items={brandsFaq} />
      <CtaBand title={brands.closing.title} lead={brands.closing.lead}>
        <ButtonLink href={brands.closing.primary.href} variant="ink" size="lg">
          {brands.closing.primary.label}
        </ButtonLink>
        <ButtonLink href={brands.closing.secondary.href} variant="ink-outline" size="lg">
          {brands.closing.secondary.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
