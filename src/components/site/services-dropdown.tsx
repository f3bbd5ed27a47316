'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useId, useRef, useState } from 'react';
import type { ServiceNavLink } from '@/content/navigation';
import { Glyph } from '@/components/ui/glyph';

export const navLinkClass =
  'inline-flex rounded-full px-3 py-2 text-[0.95rem] font-semibold text-sand transition-colors hover:text-gold';

/** The menu's designed timings: open after 100 ms of hover, 300 ms grace before closing on leave. */
const OPEN_DELAY_MS = 100;
const CLOSE_GRACE_MS = 300;

/**
 * The Services dropdown as a disclosure (button + panel of links), the pattern WAI recommends for
 * site navigation. Click, Enter or Space toggles it; hover opens it after 100 ms; Escape closes it
 * and returns focus to the button; focus or a click moving outside closes it. The links are in the
 * server HTML (the panel is only `hidden` when closed). A few hundred bytes instead of a menu library.
 */
export function ServicesDropdown({ label, services }: { label: string; services: ServiceNavLink[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Opened by hovering: the click that usually follows must not close it again.
  const openedByHover = useRef(false);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      openedByHover.current = next;
      setOpen(next);
    }, delay);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div
      ref={rootRef}
      onPointerEnter={(event) => event.pointerType === 'mouse' && schedule(true, OPEN_DELAY_MS)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && schedule(false, CLOSE_GRACE_MS)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          clearTimeout(timer.current);
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          setOpen(!open);
        }}
        className={`${navLinkClass} group items-center gap-1`}
      >
        {label}
        <Glyph name="chevron-down" className={`size-4 transition-transform duration-200 ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 mt-3 w-[min(40rem,90vw)] -translate-x-1/2 animate-fade-in rounded-2xl border border-line bg-night p-3 shadow-2xl shadow-black/60"
      >
        <ul className="grid gap-2 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.href}>
              <Link
                href={service.href}
                onClick={() => setOpen(false)}
                className="block h-full rounded-xl p-4 transition-colors hover:bg-clay focus-visible:bg-clay"
              >
                <span className="block font-display text-lg font-bold text-sand">{service.label}</span>
                <span className="mt-1 block text-sm leading-snug text-muted">{service.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
