import { z } from 'zod';
import { field } from '@/lib/site-settings';
import { required, text, urlOrPath } from '@/lib/schemas/content';

/** The field builders section kinds share (bounds on every one). */
export const line = (label: string, maxLength: number, hint?: string) =>
  field({ type: 'text', label, hint, maxLength, required: true }, required(label, maxLength));

export const optionalLine = (label: string, maxLength: number, hint?: string) =>
  field({ type: 'text', label, hint, maxLength }, text(maxLength));

export const prose = (label: string, maxLength: number, rows: number, hint?: string) =>
  field({ type: 'textarea', label, hint, maxLength, rows, required: true }, required(label, maxLength));

export const optionalProse = (label: string, maxLength: number, rows: number, hint?: string) =>
  field({ type: 'textarea', label, hint, maxLength, rows }, text(maxLength));

/** A link target: a path on this site (/contact) or an https:// address. */
export const href = (label: string) =>
  field(
    {
      type: 'url',
      label,
      hint: 'A path on this site (/contact) or an https:// address.',
      maxLength: 500,
      required: true,
    },
    required(label, 500).refine((value) => /^\/(?!\/)[^\s\\]*$/.test(value) || /^https:\/\/[^\s/]+\.\S+$/.test(value), {
      message: 'Use a path on this site such as /contact, or an https:// address.',
    }),
  );

export const image = (label: string) =>
  field(
    {
      type: 'url',
      label,
      hint: 'A path on this site (/uploads/…) or an https:// address.',
      maxLength: 500,
      required: true,
    },
    required(label, 500).pipe(urlOrPath),
  );

export const email = (label: string) =>
  field(
    { type: 'email', label, maxLength: 254, required: true },
    required(label, 254).pipe(z.email({ message: 'Enter an e-mail address such as name@example.com.' })),
  );

export const choice = <const V extends string>(label: string, options: readonly { value: V; label: string }[]) =>
  field(
    { type: 'select', label, options },
    z.enum(options.map((option) => option.value) as [V, ...V[]], { message: `Choose a ${label.toLowerCase()}.` }),
  );

/** A link target that may be left empty (with its label: an optional button). */
export const optionalHref = (label: string) =>
  field(
    { type: 'url', label, hint: 'A path on this site (/contact) or an https:// address, or empty.', maxLength: 500 },
    text(500).refine(
      (value) => value === '' || /^\/(?!\/)[^\s\\]*$/.test(value) || /^https:\/\/[^\s/]+\.\S+$/.test(value),
      { message: 'Use a path on this site such as /contact, an https:// address, or leave it empty.' },
    ),
  );

/** The icons a list item can carry (src/components/site/icon.tsx). */
export const ICON_OPTIONS = [
  { value: 'shield', label: 'Shield' },
  { value: 'award', label: 'Award' },
  { value: 'sprout', label: 'Sprout' },
  { value: 'handshake', label: 'Handshake' },
  { value: 'globe', label: 'Globe' },
  { value: 'users', label: 'People' },
  { value: 'sparkles', label: 'Sparkles' },
  { value: 'target', label: 'Target' },
  { value: 'music', label: 'Music' },
  { value: 'layers', label: 'Layers' },
  { value: 'trending-up', label: 'Rising chart' },
  { value: 'compass', label: 'Compass' },
  { value: 'film', label: 'Film' },
  { value: 'headphones', label: 'Headphones' },
  { value: 'mic-vocal', label: 'Vocal microphone' },
  { value: 'mic', label: 'Microphone' },
  { value: 'camera', label: 'Camera' },
  { value: 'megaphone', label: 'Megaphone' },
  { value: 'laugh', label: 'Laugh' },
] as const;

/** The band colour of a section (src/components/ui/section.tsx). */
export const TONE_OPTIONS = [
  { value: 'ink', label: 'Ink (the page)' },
  { value: 'night', label: 'Night' },
  { value: 'clay', label: 'Clay' },
] as const;
export const tone = () => choice('Background', TONE_OPTIONS);
