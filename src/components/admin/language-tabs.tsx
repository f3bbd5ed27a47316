import Link from 'next/link';

/**
 * A row of links to the same admin screen in each language (admin → Pages → a page, admin →
 * Settings → Translations): the current one marked, each with an optional line beneath it.
 */
export function LanguageTabs({
  label,
  current,
  tabs,
}: {
  label: string;
  current: string;
  tabs: readonly { code: string; name: string; href: string; note?: string }[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.code}
          href={tab.href}
          aria-current={tab.code === current ? 'page' : undefined}
          className={`rounded-lg border px-3 py-2 text-sm ${tab.code === current ? 'border-amber-700 bg-amber-50 font-semibold text-amber-900' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`}
        >
          {tab.name}
          {tab.note ? <span className="block text-xs font-normal text-stone-600">{tab.note}</span> : null}
        </Link>
      ))}
    </nav>
  );
}
