import { HeroVideo } from '@/components/site/hero-video';
import { LogoMark } from '@/components/site/logo';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { env } from '@/server/env';
import { getT } from '@/server/i18n';
import { defineKind } from '../define';
import { href, line, optionalProse } from '../fields';
import { Glyph } from '@/components/ui/glyph';

type Audience = { label: string; sub: string; href: string };

/** The background video with its pause control named in the page's language. */
async function BackgroundVideo({ src, poster, label }: { src: string; poster: string; label: string }) {
  const t = await getT('Sections');
  return <HeroVideo src={src} poster={poster} label={label} playLabel={t('playVideo')} pauseLabel={t('pauseVideo')} />;
}
type HomeHero = {
  kind: 'homeHero';
  shown: boolean;
  eyebrow: string;
  title: string;
  lead: string;
  posterAlt: string;
  videoLabel: string;
  buttons: Audience[];
};

/** The poster art is a file of this build (the video, if any, is HERO_VIDEO_URL). */
const POSTER = '/images/art/hero-poster.svg';
const buttonTones = ['bg-gold', 'bg-coral', 'bg-jade'];

/** The home page's full-height opening: poster (and video), logo, headline, lead, up to three audience buttons. */
export const homeHero = defineKind<HomeHero>({
  kind: 'homeHero',
  label: 'Home hero',
  fields: {
    eyebrow: line('Eyebrow', 80),
    title: line('Headline', 120),
    lead: optionalProse('Lead', 400, 3),
    posterAlt: line('Poster description', 200, 'What the picture behind the headline shows.'),
    videoLabel: line('Video description', 200, 'Read out for the background video, when there is one.'),
  },
  lists: {
    buttons: {
      title: 'Audience buttons',
      noun: 'Button',
      min: 0,
      max: 3,
      fields: { label: line('Label', 40), sub: line('Subtitle', 60), href: href('Link') },
    },
  },
  initial: {
    eyebrow: 'Eyebrow',
    title: 'New headline',
    lead: '',
    posterAlt: 'Describe the picture',
    videoLabel: 'Highlights from our events',
    buttons: [],
  },
  render: (section) => {
    const videoUrl = env().HERO_VIDEO_URL;
    return (
      <section className="relative isolate flex min-h-[88svh] items-end overflow-hidden border-b border-line bg-night">
        <div className="absolute inset-0 -z-20">
          {/* A file of this build, always there: a plain <img>, not SafeImage, whose broken-image
              fallback would put a client component (and its image helpers) in the home page's bundle. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG of the build; nothing to optimise */}
          <img
            src={POSTER}
            alt={section.posterAlt}
            width={1600}
            height={900}
            fetchPriority="high"
            className="size-full bg-clay-2 object-cover"
          />
          {videoUrl ? <BackgroundVideo src={videoUrl} poster={POSTER} label={section.videoLabel} /> : null}
        </div>
        <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/80 to-ink/30" />
        <Container className="pt-24 pb-16 sm:pb-20">
          <LogoMark className="size-16 sm:size-20" />
          <p className="mt-6 text-sm font-bold tracking-[0.25em] text-gold uppercase">{section.eyebrow}</p>
          <h1 className="mt-4 max-w-5xl font-display text-5xl leading-[0.95] font-extrabold tracking-tight text-balance text-sand sm:text-7xl lg:text-8xl">
            {section.title}
          </h1>
          {section.lead ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand/85 sm:text-xl">{section.lead}</p>
          ) : null}
          {section.buttons.length ? (
            <ul className="mt-10 grid gap-4 sm:grid-cols-3">
              {section.buttons.map((button, index) => (
                <li key={`${button.href}-${index}`}>
                  <Link
                    href={button.href}
                    className={`group flex min-h-24 items-center justify-between gap-4 rounded-2xl px-6 py-5 text-ink transition-transform hover:-translate-y-1 ${buttonTones[index]}`}
                  >
                    <span>
                      <span className="block font-display text-2xl font-extrabold">{button.label}</span>
                      <span className="block text-sm font-semibold text-ink/80">{button.sub}</span>
                    </span>
                    <Glyph
                      name="arrow-right"
                      className="size-7 shrink-0 transition-transform group-hover:translate-x-1"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </Container>
      </section>
    );
  },
});
