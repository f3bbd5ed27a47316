import { Loader2 } from 'lucide-react';

export function Spinner({ label = 'Loading…', className = 'size-5' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 aria-hidden className={`animate-spin ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
