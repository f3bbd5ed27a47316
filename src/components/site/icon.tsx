import { Glyph, type GlyphName } from '@/components/ui/glyph';

/** Icons named in the content modules (content stays plain data; components pick the glyph). */
const icons = {
  award: 'award',
  camera: 'camera',
  compass: 'compass',
  film: 'film',
  globe: 'globe',
  handshake: 'handshake',
  headphones: 'headphones',
  laugh: 'face-grinning',
  layers: 'layers',
  megaphone: 'megaphone',
  mic: 'mic',
  'mic-vocal': 'mic-vocal',
  music: 'music',
  shield: 'shield',
  sparkles: 'sparkles',
  sprout: 'sprout',
  target: 'target',
  'trending-up': 'trending-up',
  users: 'users',
} satisfies Record<string, GlyphName>;

export type IconName = keyof typeof icons;

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <Glyph name={icons[name]} className={className} />;
}

/** A glyph in a coloured disc, used on feature and value cards. */
export function IconBadge({ name, tone = 'gold' }: { name: IconName; tone?: 'gold' | 'coral' | 'jade' }) {
  const toneClass = { gold: 'bg-gold text-ink', coral: 'bg-coral text-ink', jade: 'bg-jade text-ink' }[tone];
  return (
    <span className={`inline-flex size-14 items-center justify-center rounded-2xl ${toneClass}`}>
      <ContentIcon name={name} className="size-7" />
    </span>
  );
}

export const toneCycle = ['gold', 'coral', 'jade'] as const;
