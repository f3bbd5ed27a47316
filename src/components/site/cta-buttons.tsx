import { ButtonLink } from '@/components/ui/button';
import type { CtaLink } from '@/content/types';

/**
 * A row of call-to-action links: the first filled, the rest outlined. `onGold` switches to the ink
 * variants used on the gold closing band.
 */
export function CtaButtons({ links, onGold = false }: { links: readonly CtaLink[]; onGold?: boolean }) {
  return links.map((link, index) => (
    <ButtonLink
      key={`${link.label}-${link.href}`}
      href={link.href}
      size="lg"
      variant={onGold ? (index === 0 ? 'ink' : 'ink-outline') : index === 0 ? 'primary' : 'outline'}
    >
      {link.label}
    </ButtonLink>
  ));
}
