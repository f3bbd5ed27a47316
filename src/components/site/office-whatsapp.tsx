import type { Office } from '@/lib/site-settings';
import { officeChatLink } from '@/lib/whatsapp';
import { Glyph } from '@/components/ui/glyph';

/**
 * Click-to-chat with one office, its number from the site settings (nothing when it has none): in
 * the footer and on the contact page's office cards, which give the line, icon and link their look.
 */
export function OfficeWhatsapp({
  office,
  brand,
  words,
  className,
  iconClassName,
  linkClassName,
}: {
  office: Office;
  brand: string;
  words: { label: string; newTab: string };
  className: string;
  iconClassName: string;
  linkClassName: string;
}) {
  const chat = officeChatLink(office, brand);
  if (!chat) return null;
  return (
    <p className={className}>
      <Glyph name="message-circle" className={iconClassName} />
      <a href={chat} target="_blank" rel="noopener noreferrer" className={linkClassName}>
        {words.label}
        <span className="sr-only"> {words.newTab}</span>
      </a>
    </p>
  );
}
