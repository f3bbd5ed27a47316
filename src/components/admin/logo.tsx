import { getSiteSettings } from '@/server/data/site-settings';

/** The brand mark for the admin: a drum-skin circle and the short name. */
export async function AdminLogo({ className = '' }: { className?: string }) {
  const { shortName } = await getSiteSettings();
  return (
    <span className={`inline-flex items-center gap-2 font-display font-bold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0">
        <circle cx="16" cy="16" r="15" fill="#b45309" />
        <circle cx="16" cy="16" r="9" fill="none" stroke="#fef3c7" strokeWidth="2.5" />
        <circle cx="16" cy="16" r="3" fill="#fef3c7" />
      </svg>
      <span>{shortName}</span>
    </span>
  );
}
