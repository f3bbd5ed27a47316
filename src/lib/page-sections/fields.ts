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
