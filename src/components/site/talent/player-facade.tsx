'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A media link's click-to-load facade (docs/decisions/145-listen-and-watch.md): a plain link to the
 * platform (what a visitor without JavaScript follows), and with JavaScript a click swaps in the
 * platform's player, so nothing is requested from the platform before that click. A click with a
 * modifier key (new tab, new window) keeps the link's own behaviour.
 */
export function PlayerFacade({
  href,
  embed,
  title,
  frameClass,
  className,
  children,
}: {
  href: string;
  embed: string;
  title: string;
  frameClass: string;
  className: string;
  children: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing)
    return (
      <iframe
        ref={frame}
        src={embed}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className={frameClass}
      />
    );
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        setPlaying(true);
      }}
    >
      {children}
    </a>
  );
}
