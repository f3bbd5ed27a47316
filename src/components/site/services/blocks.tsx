import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading, type SectionTone } from '@/components/ui/section';
import { getT } from '@/server/i18n';
import { IconBadge, toneCycle, type IconName } from '../icon';
import { Glyph } from '@/components/ui/glyph';

/** Building blocks shared by the four services pages. */

export function FeatureGrid({
  id,
  eyebrow,
  title,
  items,
  tone,
  columns = 4,
}: {
  id: string;
  eyebrow: string;
  title: string;
  items: readonly { icon: IconName; title: string; description: string }[];
  tone?: SectionTone;
  columns?: 3 | 4 | 5;
}) {
  const grid = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' }[columns];
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <ul className={`grid gap-6 sm:grid-cols-2 ${grid}`}>
        {items.map((item, index) => (
          <Reveal as="li" key={item.title} step={index}>
            <Card className="h-full">
              <IconBadge name={item.icon} tone={toneCycle[index % 3]} />
              <h3 className="mt-6 font-display text-xl font-extrabold">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
            </Card>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

export type Story = {
  title: string;
  tag?: string;
  role?: string;
  slug: string;
  fields: { label: string; text: string }[];
};

/** Success stories, each linking to its seeded case study. */
export function StoryGrid({
  id,
  eyebrow,
  title,
  stories,
  cta,
  tone,
}: {
  id: string;
  eyebrow: string;
  title: string;
  stories: Story[];
  cta: string;
  tone?: SectionTone;
}) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <ul className="grid gap-6 lg:grid-cols-3">
        {stories.map((story, index) => (
          <Reveal as="li" key={story.slug} step={index}>
            <article className="flex h-full flex-col rounded-2xl border border-line bg-clay">
              <div aria-hidden className={`h-2 rounded-t-2xl ${['bg-gold', 'bg-coral', 'bg-jade'][index % 3]}`} />
              <div className="flex flex-1 flex-col p-7">
                {story.tag || story.role ? (
                  <p className="text-xs font-bold tracking-[0.2em] text-gold uppercase">{story.role ?? story.tag}</p>
                ) : null}
                <h3 className="mt-3 font-display text-2xl leading-tight font-extrabold">{story.title}</h3>
                <dl className="mt-6 grid flex-1 gap-4">
                  {story.fields.map((field) => (
                    <div key={field.label}>
                      <dt className="text-sm font-bold text-sand">{field.label}</dt>
                      <dd className="mt-1 leading-relaxed text-muted">{field.text}</dd>
                    </div>
                  ))}
                </dl>
                <Link
                  href={`/portfolio/${story.slug}`}
                  className="mt-8 inline-flex items-center gap-2 self-start font-semibold text-gold underline-offset-4 hover:underline"
                >
                  {cta}
                  <span className="sr-only">: {story.title}</span>
                  <Glyph name="arrow-right" className="size-4" />
                </Link>
              </div>
            </article>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

/** Numbered process steps on a horizontal rail (stacked on phones). */
export async function ProcessSteps({
  id,
  eyebrow,
  title,
  steps,
  tone,
}: {
  id: string;
  eyebrow: string;
  title: string;
  steps: readonly { title: string; description: string; duration?: string }[];
  tone?: SectionTone;
}) {
  const t = await getT('Sections');
  const grid = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' }[steps.length] ?? 'lg:grid-cols-4';
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <ol className={`grid gap-6 sm:grid-cols-2 ${grid}`}>
        {steps.map((step, index) => (
          <Reveal as="li" key={step.title} step={index}>
            <div className="relative h-full rounded-2xl border border-line bg-night p-6">
              <span aria-hidden className="font-display text-6xl leading-none font-extrabold text-gold/90">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-4 font-display text-xl font-extrabold">
                <span className="sr-only">{t('step', { number: String(index + 1) })} </span>
                {step.title}
              </h3>
              {step.duration ? <p className="mt-1 text-sm font-semibold text-jade">{step.duration}</p> : null}
              <p className="mt-3 leading-relaxed text-muted">{step.description}</p>
            </div>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}

export async function Testimonial({ quote, author, role }: { quote: string; author: string; role: string }) {
  const t = await getT('Sections');
  return (
    <Section tone="night" aria-label={t('testimonial')}>
      <figure className="mx-auto max-w-4xl text-center">
        <Glyph name="quote" className="mx-auto size-12 text-coral" />
        <blockquote className="mt-6 font-display text-2xl leading-snug font-bold text-balance text-sand sm:text-4xl">
          “{quote}”
        </blockquote>
        <figcaption className="mt-8">
          <span className="block font-semibold text-gold">{author}</span>
          <span className="block text-muted">{role}</span>
        </figcaption>
      </figure>
    </Section>
  );
}
