import { diffWords } from 'diff';

/** One field's change between two revisions: a word diff for text, before/after for anything else. */
export function FieldDiff({ before, after }: { before: unknown; after: unknown }) {
  if ((typeof before === 'string' || before === undefined) && (typeof after === 'string' || after === undefined)) {
    const parts = diffWords(before ?? '', after ?? '');
    return (
      <p className="font-mono text-sm break-words whitespace-pre-wrap">
        {parts.map((part, i) =>
          part.added ? (
            <ins key={i} className="bg-green-100 text-green-900 no-underline">
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={i} className="bg-red-100 text-red-900">
              {part.value}
            </del>
          ) : (
            <span key={i}>{part.value}</span>
          ),
        )}
      </p>
    );
  }
  return (
    <div className="grid gap-1 font-mono text-sm break-words">
      <p>
        <del className="bg-red-100 text-red-900">{JSON.stringify(before ?? null)}</del>
      </p>
      <p>
        <ins className="bg-green-100 text-green-900 no-underline">{JSON.stringify(after ?? null)}</ins>
      </p>
    </div>
  );
}
