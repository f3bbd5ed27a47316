/**
 * Server-rendered SVG charts for the audience dashboard (decision 147): no script, scaled by the
 * browser, each an image with a text alternative; the numbers are in the table beside it.
 */

type Bar = { label: string; value: number };

const nf = new Intl.NumberFormat('en');

/** Vertical bars over time (views per day or hour), with the visitors as a darker bar inside. */
export function TimeChart({
  points,
  title,
}: {
  points: { label: string; views: number; visitors: number }[];
  title: string;
}) {
  const width = 640;
  const height = 180;
  const max = Math.max(1, ...points.map((p) => p.views));
  const step = width / Math.max(1, points.length);
  const bar = Math.max(1, step * 0.7);
  const total = points.reduce((sum, p) => sum + p.views, 0);
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 20}`}
      role="img"
      aria-label={`${title}: ${nf.format(total)} page views over ${points.length} ${points.length === 24 ? 'hours' : 'days'}, at most ${nf.format(max)} in one`}
      className="h-auto w-full"
    >
      <line x1={0} x2={width} y1={height} y2={height} stroke="#a8a29e" />
      {points.map((p, i) => {
        const h = (p.views / max) * (height - 10);
        const v = (p.visitors / max) * (height - 10);
        const x = i * step + (step - bar) / 2;
        return (
          <g key={p.label}>
            <rect x={x} y={height - h} width={bar} height={h} fill="#fcd34d" />
            <rect x={x} y={height - v} width={bar} height={v} fill="#b45309" />
          </g>
        );
      })}
      <text x={0} y={height + 16} fontSize={12} fill="#57534e">
        {points[0]?.label}
      </text>
      <text x={width} y={height + 16} fontSize={12} fill="#57534e" textAnchor="end">
        {points.at(-1)?.label}
      </text>
    </svg>
  );
}

/** Horizontal bars for a ranked list (top pages, channels…). */
export function BarChart({ bars, title }: { bars: Bar[]; title: string }) {
  const width = 320;
  const row = 22;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const top = bars[0];
  return (
    <svg
      viewBox={`0 0 ${width} ${Math.max(1, bars.length) * row}`}
      role="img"
      aria-label={top ? `${title}: ${top.label} leads with ${nf.format(top.value)}` : `${title}: nothing yet`}
      className="h-auto w-full"
    >
      {bars.map((b, i) => (
        <rect
          key={b.label}
          x={0}
          y={i * row + 3}
          width={(b.value / max) * width}
          height={row - 6}
          rx={3}
          fill="#f59e0b"
        />
      ))}
    </svg>
  );
}

type Stage = { name: string; value: number };

const STAGE_COLOURS = ['#fcd34d', '#f59e0b', '#b45309', '#78350f'];

/**
 * A funnel per row (channel or campaign): visitors, forms opened, inquiries and won leads as four bars
 * on the row's own scale, so each row reads as its own conversion; the numbers are in the table.
 */
export function FunnelChart({ rows, title }: { rows: { label: string; stages: Stage[] }[]; title: string }) {
  const width = 320;
  const bar = 8;
  const group = bar * 4 + 14;
  const first = rows[0];
  return (
    <svg
      viewBox={`0 0 ${width} ${Math.max(1, rows.length) * group}`}
      role="img"
      aria-label={
        first
          ? `${title}: ${first.label} first with ${first.stages.map((s) => `${nf.format(s.value)} ${s.name}`).join(', ')}`
          : `${title}: nothing yet`
      }
      className="h-auto w-full"
    >
      {rows.map((row, i) => {
        const max = Math.max(1, ...row.stages.map((s) => s.value));
        return (
          <g key={row.label} transform={`translate(0 ${i * group + 4})`}>
            {row.stages.map((s, j) => (
              <rect
                key={s.name}
                x={0}
                y={j * bar}
                width={Math.max(s.value ? 2 : 0, (s.value / max) * width)}
                height={bar - 1}
                fill={STAGE_COLOURS[j]}
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
