import { Mail } from 'lucide-react';
import { CtaBand } from '@/components/site/cta-band';
import { IconBadge, toneCycle } from '@/components/site/icon';
import { StatsBand } from '@/components/site/stats-band';
import { CtaButtons } from '@/components/site/cta-buttons';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { SafeImage } from '@/components/ui/safe-image';
import { columnSizes } from '@/lib/images';
import { Section, SectionHeading } from '@/components/ui/section';
import { ABOUT_COUNTER_DURATION_MS, aboutCta, aboutHero, aboutStats, originStory, team, values } from '@/content/about';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata({
  title: 'About',
  description:
    "We don't follow culture, we build it. Meet Ngoma Entertainment: a pan-African entertainment and talent agency in Johannesburg and Nairobi, its story, team and values.",
  path: '/about',
});

/** Team portraits: `sm:grid-cols-2 lg:grid-cols-4 gap-6`. */
const TEAM_SIZES = columnSizes({ columns: { sm: 2, lg: 4 }, gap: 24 });

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} lead={aboutHero.lead} />

      <Section aria-labelledby="story-title">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
          <SectionHeading id="story-title" eyebrow={originStory.eyebrow} title={originStory.title} />
          <div className="grid gap-6 text-lg leading-relaxed text-muted">
            {originStory.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section tone="night" aria-labelledby="team-title">
        <SectionHeading id="team-title" eyebrow="Our Team" title="The People Behind the Stage" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member, index) => (
            <Reveal as="li" key={member.name} step={index}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-clay">
                <SafeImage
                  src={member.image}
                  alt={`Portrait illustration of ${member.name}`}
                  width={600}
                  height={720}
                  sizes={TEAM_SIZES}
                  className="aspect-[5/6] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="font-display text-xl font-extrabold">{member.name}</h3>
                  <p className="mt-1 text-sm font-semibold tracking-wide text-gold">{member.title}</p>
                  <p className="mt-4 flex-1 leading-relaxed text-muted">{member.bio}</p>
                  <a
                    href={`mailto:${member.email}`}
                    aria-label={`E-mail ${member.name}`}
                    className="mt-6 inline-flex size-11 items-center justify-center self-start rounded-full border border-line text-sand transition-colors hover:border-gold hover:text-gold"
                  >
                    <Mail aria-hidden className="size-5" />
                  </a>
                </div>
              </article>
            </Reveal>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="values-title">
        <SectionHeading id="values-title" eyebrow={values.eyebrow} title={values.title} />
        <ul className="grid gap-6 sm:grid-cols-2">
          {values.items.map((value, index) => (
            <Reveal as="li" key={value.title} step={index}>
              <Card className="h-full">
                <IconBadge name={value.icon} tone={toneCycle[index % 3]} />
                <h3 className="mt-6 font-display text-2xl font-extrabold">{value.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{value.description}</p>
              </Card>
            </Reveal>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="about-stats-title" className="bg-jade text-ink">
        <div className="mx-auto w-full max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
          <h2 id="about-stats-title" className="mb-10 text-center text-sm font-bold tracking-[0.25em] uppercase">
            Our Track Record
          </h2>
          <StatsBand stats={aboutStats} durationMs={ABOUT_COUNTER_DURATION_MS} />
        </div>
      </section>

      <CtaBand title={aboutCta.title} lead={aboutCta.lead}>
        <CtaButtons onGold links={[aboutCta.partner, aboutCta.roster]} />
      </CtaBand>
    </>
  );
}
