import { Reveal } from '@/components/ui/reveal';
import { SafeImage } from '@/components/ui/safe-image';
import { Section, SectionHeading } from '@/components/ui/section';
import { columnSizes } from '@/lib/images';
import { defineKind } from '../define';
import { email, image, line, optionalLine, prose } from '../fields';
import { Glyph } from '@/components/ui/glyph';

type Member = { name: string; role: string; bio: string; photo: string; alt: string; email: string };
type Team = { kind: 'team'; shown: boolean; eyebrow: string; title: string; members: Member[] };

/** Team portraits: `sm:grid-cols-2 lg:grid-cols-4 gap-6`. */
const TEAM_SIZES = columnSizes({ columns: { sm: 2, lg: 4 }, gap: 24 });

/** The people: portrait, name, role, a short bio and an e-mail link each. */
export const team = defineKind<Team>({
  kind: 'team',
  label: 'Team',
  fields: { eyebrow: optionalLine('Eyebrow', 60), title: line('Heading', 120) },
  lists: {
    members: {
      title: 'People',
      noun: 'Person',
      min: 1,
      max: 16,
      fields: {
        name: line('Name', 80),
        role: line('Role', 80),
        bio: prose('Bio', 400, 3),
        photo: image('Photo'),
        alt: line('Photo description', 200, 'What the photo shows, for people who cannot see it.'),
        email: email('E-mail'),
      },
    },
  },
  initial: {
    eyebrow: 'Our Team',
    title: 'The People Behind the Stage',
    members: [
      {
        name: 'New person',
        role: 'Role',
        bio: 'A short bio.',
        photo: '/images/art/team-1.svg',
        alt: 'Portrait illustration',
        email: 'name@example.com',
      },
    ],
  },
  render: (section) => (
    <Section tone="night" aria-labelledby="team-title">
      <SectionHeading id="team-title" eyebrow={section.eyebrow || undefined} title={section.title} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.members.map((member, index) => (
          <Reveal as="li" key={`${member.name}-${index}`} step={index}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-clay">
              <SafeImage
                src={member.photo}
                alt={member.alt}
                width={600}
                height={720}
                sizes={TEAM_SIZES}
                className="aspect-[5/6] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="font-display text-xl font-extrabold">{member.name}</h3>
                <p className="mt-1 text-sm font-semibold tracking-wide text-gold">{member.role}</p>
                <p className="mt-4 flex-1 leading-relaxed text-muted">{member.bio}</p>
                <a
                  href={`mailto:${member.email}`}
                  aria-label={`E-mail ${member.name}`}
                  className="mt-6 inline-flex size-11 items-center justify-center self-start rounded-full border border-line text-sand transition-colors hover:border-gold hover:text-gold"
                >
                  <Glyph name="mail" className="size-5" />
                </a>
              </div>
            </article>
          </Reveal>
        ))}
      </ul>
    </Section>
  ),
});
