import { BookOpen, Briefcase, CalendarDays, FileText, Users, type LucideIcon } from 'lucide-react';
import type { ContentKind } from '.';

/**
 * Each content type's icon (sidebar, dashboard). Kept beside the definitions rather than in them:
 * the definitions are also read by the database layer and the command-line tools, where
 * lucide-react cannot load (it needs React's client API).
 */
export const contentIcons: Record<ContentKind, LucideIcon> = {
  blog: FileText,
  'case-studies': BookOpen,
  events: CalendarDays,
  jobs: Briefcase,
  talent: Users,
};
