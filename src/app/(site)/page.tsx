import { Link } from '@/components/ui/link';
import { ArrowRight, ArrowUpRight, Check } from 'lucide-react';
import { FeaturedTalent } from '@/components/site/featured-talent';
import { FeaturedWork } from '@/components/site/featured-work';
import { LatestInsights } from '@/components/site/latest-insights';
import { CtaBand } from '@/components/site/cta-band';
import { CtaButtons } from '@/components/site/cta-buttons';
import { HeroVideo } from '@/components/site/hero-video';
import { ContentIcon, IconBadge, toneCycle } from '@/components/site/icon';
import { LogoMark } from '@/components/site/logo';
import { LogoWall } from '@/components/site/logo-wall';
import { StatsBand } from '@/components/site/stats-band';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/ui/json-ld';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import {
  audienceButtons,
  differentiators,
  HOME_COUNTER_DURATION_MS,
  homeHero,
  homeSections,
  homeServices,
  talentCategories,
} from '@/content/home';
import { pageMetadata } from '@/content/metadata';
import { listPath } from '@/lib/list-paths';
import { organizationJsonLd } from '@/content/organization';
import { statsFor } from '@/lib/site-settings';
import { toStat } from '@/components/site/portfolio/stats';
import { getSiteSettings } from '@/server/data/site-settings';
import { env } from '@/server/env';

export async function generateMetadata() {
  return pageMetadata({ title: 'Home', description: (await getSiteSettings()).description, path: '/' });
}

const POSTER = '/images/art/hero-poster.svg';

const accentBorder = { gold: 'border-t-gold', coral: 'border-t-coral', jade: 'border-t-jade' } as const;
const accentText = { gold: 'text-gold', coral: 'text-coral', jade: 'text-jade' } as const;

/*
 * The Featured Work and Latest Insights lists are plain markup, shared with other pages; these
 * descendant styles give them the home page's card treatment without editing their components.
 */
const featuredFrame =
  '[&_ul]:gap-5 [&_li>a]:group [&_li>a]:relative [&_li>a]:flex [&_li>a]:h-full [&_li>a]:flex-col [&_li>a]:gap-2 [&_li>a]:rounded-2xl [&_li>a]:border [&_li>a]:border-line [&_li>a]:bg-clay [&_li>a]:p-7 [&_li>a]:transition-colors [&_li>a:hover]:border-gold [&_h3]:text-2xl [&_h3]:font-extrabold [&_h3]:text-sand [&_p]:text-muted [&_p:nth-of-type(2)]:font-display [&_p:nth-of-type(2)]:text-3xl [&_p:nth-of-type(2)]:font-extrabold [&_p:nth-of-type(2)]:text-gold [&_p:nth-of-type(1)]:text-sm [&_p:nth-of-type(1)]:font-semibold [&_p:nth-of-type(1)]:tracking-widest [&_p:nth-of-type(1)]:uppercase [&_p:nth-of-type(3)]:line-clamp-3';
const insightsFrame =
  '[&_ul]:gap-5 [&_li>a]:flex [&_li>a]:h-full [&_li>a]:flex-col [&_li>a]:gap-3 [&_li>a]:rounded-2xl [&_li>a]:border [&_li>a]:border-line [&_li>a]:bg-clay [&_li>a]:p-7 [&_li>a]:transition-colors [&_li>a:hover]:border-gold [&_p:first-of-type]:text-xs [&_p:first-of-type]:font-bold [&_p:first-of-type]:tracking-[0.2em] [&_p:first-of-type]:text-jade [&_p:first-of-type]:uppercase [&_h3]:text-2xl [&_h3]:leading-tight [&_h3]:font-extrabold [&_h3]:text-sand [&_p:last-of-type]:line-clamp-3 [&_p:last-of-type]:text-muted';

export default async function HomePage() {
  const videoUrl = env().HERO_VIDEO_URL;
  const site = await getSiteSettings();
  const stats = statsFor(site, 'home').map((stat) => toStat(stat.value, stat.label));
  return (
    <>
      <JsonLd data={organizationJsonLd(site)} />

      {/* Hero */}
      <section className="relative isolate flex min-h-[88svh] items-end overflow-hidden border-b border-line bg-night">
        <div className="absolute inset-0 -z-20">
          {/* A file of this build, always there: a plain <img>, not SafeImage, whose broken-image
              fallback would put a client component (and its image helpers) in the home page's bundle. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG of the build; nothing to optimise */}
          <img
            src={POSTER}
            alt={homeHero.posterAlt}
            width={1600}
            height={900}
            fetchPriority="high"
            className="size-full bg-clay-2 object-cover"
          />
          {videoUrl ? <HeroVideo src={videoUrl} poster={POSTER} label={homeHero.videoLabel} /> : null}
        </div>
        <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/80 to-ink/30" />
        <Container className="pt-24 pb-16 sm:pb-20">
          <LogoMark className="size-16 sm:size-20" />
          <p className="mt-6 text-sm font-bold tracking-[0.25em] text-gold uppercase">{homeHero.eyebrow}</p>
          <h1 className="mt-4 max-w-5xl font-display text-5xl leading-[0.95] font-extrabold tracking-tight text-balance text-sand sm:text-7xl lg:text-8xl">
            {homeHero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand/85 sm:text-xl">{homeHero.lead}</p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-3">
            {audienceButtons.map((button, index) => (
              <li key={button.href}>
                <Link
                  href={button.href}
                  className={`group flex min-h-24 items-center justify-between gap-4 rounded-2xl px-6 py-5 text-ink transition-transform hover:-translate-y-1 ${['bg-gold', 'bg-coral', 'bg-jade'][index]}`}
                >
                  <span>
                    <span className="block font-display text-2xl font-extrabold">{button.label}</span>
                    <span className="block text-sm font-semibold text-ink/80">{button.sub}</span>
                  </span>
                  <ArrowRight aria-hidden className="size-7 shrink-0 transition-transform group-hover:translate-x-1" />
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Client logo wall */}
      <Section aria-labelledby="clients-title">
        <SectionHeading
          id="clients-title"
          eyebrow={homeSections.clients.eyebrow}
          title={homeSections.clients.title}
          align="center"
        />
        <Reveal>
          <LogoWall />
        </Reveal>
      </Section>

      {/* Stats band */}
      <section aria-labelledby="stats-title" className="relative isolate overflow-hidden bg-coral text-ink">
        <div aria-hidden className="pattern-weave absolute inset-0 -z-10 opacity-40 mix-blend-multiply" />
        <Container className="py-16 sm:py-20">
          <h2 id="stats-title" className="mb-10 text-center text-sm font-bold tracking-[0.25em] uppercase">
            {homeSections.stats.title}
          </h2>
          <StatsBand stats={stats} durationMs={HOME_COUNTER_DURATION_MS} />
        </Container>
      </section>

      {/* Services */}
      <Section aria-labelledby="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={homeSections.services.eyebrow}
          title={homeSections.services.title}
          lead={homeSections.services.lead}
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {homeServices.map((service, index) => (
            <Reveal as="li" key={service.link} step={index}>
              <Card className={`flex h-full flex-col border-t-4 ${accentBorder[service.accent]}`}>
                <h3 className="font-display text-2xl font-extrabold">{service.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{service.description}</p>
                <ul className="mt-6 grid gap-2">
                  {service.items.map((item) => (
                    <li key={item} className="flex gap-2 text-sand">
                      <Check aria-hidden className={`mt-0.5 size-5 shrink-0 ${accentText[service.accent]}`} />
                      {item}
                    </li>
                  ))}
                </ul>
                <Link
                  href={service.link}
                  className={`mt-8 inline-flex items-center gap-2 self-start font-semibold underline-offset-4 hover:underline ${accentText[service.accent]}`}
                >
                  {service.cta}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </Card>
            </Reveal>
          ))}
        </ul>
      </Section>

      {/* Featured work */}
      <Section tone="night" aria-labelledby="featured-title">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="featured-title"
            eyebrow={homeSections.featured.eyebrow}
            title={homeSections.featured.title}
            lead={homeSections.featured.lead}
          />
          <ButtonLink href="/portfolio" variant="outline" className="mb-10 sm:mb-14">
            {homeSections.featured.cta}
            <ArrowUpRight aria-hidden />
          </ButtonLink>
        </div>
        <Reveal className={featuredFrame}>
          <FeaturedWork />
        </Reveal>
      </Section>

      {/* Differentiators */}
      <Section aria-labelledby="why-title">
        <SectionHeading
          id="why-title"
          eyebrow={homeSections.differentiators.eyebrow}
          title={homeSections.differentiators.title}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {differentiators.map((item, index) => (
            <Reveal as="li" key={item.title} step={index}>
              <div className="h-full border-l-2 border-line pl-6">
                <IconBadge name={item.icon} tone={toneCycle[index % 3]} />
                <h3 className="mt-6 font-display text-xl font-extrabold">{item.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </Section>

      {/* Talent categories */}
      <Section tone="clay" aria-labelledby="talent-title">
        <SectionHeading
          id="talent-title"
          eyebrow={homeSections.talent.eyebrow}
          title={homeSections.talent.title}
          lead={homeSections.talent.lead}
        />
        <FeaturedTalent />
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {talentCategories.map((category, index) => (
            <li key={category.name}>
              <Link
                href={listPath('/talent', { category: category.name })}
                className="group relative flex h-full min-h-40 flex-col justify-between overflow-hidden rounded-2xl border border-line bg-night p-5 transition-colors hover:border-gold sm:p-7"
              >
                <ContentIcon name={category.icon} className={`size-9 ${accentText[toneCycle[index % 3] ?? 'gold']}`} />
                <span>
                  <span className="block font-display text-2xl font-extrabold text-sand sm:text-3xl">
                    {category.name}
                  </span>
                  <span className="mt-1 block text-sm text-muted">{category.blurb}</span>
                </span>
                <ArrowUpRight
                  aria-hidden
                  className="absolute top-5 right-5 size-5 text-muted transition-colors group-hover:text-gold"
                />
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href="/talent" size="lg">
            {homeSections.talent.rosterCta}
          </ButtonLink>
          <ButtonLink href="/services/for-artists" variant="outline" size="lg">
            {homeSections.talent.applyCta}
          </ButtonLink>
        </div>
      </Section>

      {/* Latest insights */}
      <Section aria-labelledby="insights-title">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="insights-title"
            eyebrow={homeSections.insights.eyebrow}
            title={homeSections.insights.title}
            lead={homeSections.insights.lead}
          />
          <ButtonLink href="/blog" variant="outline" className="mb-10 sm:mb-14">
            {homeSections.insights.cta}
            <ArrowUpRight aria-hidden />
          </ButtonLink>
        </div>
        <Reveal className={insightsFrame}>
          <LatestInsights />
        </Reveal>
      </Section>

      <CtaBand title={homeSections.closing.title} lead={homeSections.closing.lead}>
        <CtaButtons onGold links={audienceButtons} />
      </CtaBand>
    </>
  );
}
