import {
  Award,
  Camera,
  Compass,
  Film,
  Globe,
  Handshake,
  Headphones,
  Laugh,
  Layers,
  Megaphone,
  Mic,
  MicVocal,
  Music,
  Shield,
  Sparkles,
  Sprout,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Icons named in the content modules (content stays plain data; components pick the glyph). */
const icons = {
  award: Award,
  camera: Camera,
  compass: Compass,
  film: Film,
  globe: Globe,
  handshake: Handshake,
  headphones: Headphones,
  laugh: Laugh,
  layers: Layers,
  megaphone: Megaphone,
  mic: Mic,
  'mic-vocal': MicVocal,
  music: Music,
  shield: Shield,
  sparkles: Sparkles,
  sprout: Sprout,
  target: Target,
  'trending-up': TrendingUp,
  users: Users,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden className={className} />;
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
