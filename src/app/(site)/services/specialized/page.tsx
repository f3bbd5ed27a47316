import { ArrowRight } from 'lucide-react';
import { CtaBand } from '@/components/site/cta-band';
import { CtaButtons } from '@/components/site/cta-buttons';
import { IconBadge, toneCycle } from '@/components/site/icon';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/content/metadata';
import { specialized } from '@/content/services';

export const metadata = pageMetadata({ ...specialized.metadata, path: '/services/specialized' });

export default function SpecializedServicesPage() {
  return (
    <>
      <PageHero eyebrow={specialized.hero.eyebrow} title={specialized.hero.title} lead={specialized.hero.lead} />
      <Section aria-label="Our specialized services">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {specialized.services.map((service, index) => (
            <Reveal as="li" key={service.title} step={index % 3}>
              <Card className="flex h-full flex-col">
                <IconBadge name={service.icon} tone={toneCycle[index % 3]} />
                <h2 className="mt-6 font-display text-2xl font-extrabold">{service.title}</h2>
                <p className="mt-3 flex-1 leading-relaxed text-muted">{service.description}</p>
                <ButtonLink href={specialized.contactHref} variant="outline" className="mt-8 self-start">
                  {service.cta}
                  <ArrowRight aria-hidden />
                </ButtonLink>
              </Card>
            </Reveal>
          ))}
        </ul>
      </Section>
      <CtaBand title={specialized.closing.title} lead={specialized.closing.lead}>
        <CtaButtons onGold links={[specialized.closing.cta]} />
      </CtaBand>
    </>
  );
}
