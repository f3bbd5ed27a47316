'use client';

import { useRef, useState } from 'react';
import { Glyph } from '@/components/ui/glyph';

/**
 * The autoplaying, muted, looping hero video, with a pause control (WCAG 2.2.2: moving content that
 * lasts more than five seconds can be paused). Skipped entirely under prefers-reduced-motion via
 * CSS `motion-reduce:hidden`, leaving the poster art underneath.
 */
export function HeroVideo({
  src,
  poster,
  label,
  playLabel,
  pauseLabel,
}: {
  src: string;
  poster: string;
  label: string;
  /** The button's names, in the page's language (Sections.playVideo / pauseVideo). */
  playLabel: string;
  pauseLabel: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      void video.play();
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  };
  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 size-full object-cover motion-reduce:hidden"
        src={src}
        poster={poster}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={label}
      />
      <button
        type="button"
        onClick={toggle}
        className="absolute right-5 bottom-8 z-10 inline-flex size-11 items-center justify-center rounded-full border border-sand/40 bg-ink/70 text-sand hover:border-gold hover:text-gold motion-reduce:hidden"
        aria-label={paused ? playLabel : pauseLabel}
      >
        {paused ? <Glyph name="play" className="size-5" /> : <Glyph name="pause" className="size-5" />}
      </button>
    </>
  );
}
