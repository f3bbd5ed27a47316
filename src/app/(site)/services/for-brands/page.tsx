import { CtaBand } from '@/components/site/cta-band';
import { LogoWall } from '@/components/site/logo-wall';
import { FaqSection, FeatureGrid, ProcessSteps, StoryGrid } from '@/components/site/services/blocks';
import { CtaButtons } from '@/components/site/cta-buttons';
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
        actions={<CtaButtons links={[brands.hero.primary, brands.hero.secondary]} />}
      />
      <Section aria-labelledby="partners-title">
        <SectionHeading
          id="partners-title"
          eyebrow={brands.clients.eyebrow}
          title={brands.clients.title}
          align="center"
        />
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
        <CtaButtons onGold links={[brands.closing.primary, brands.closing.secondary]} />
      </CtaBand>
    </>
  );
}
