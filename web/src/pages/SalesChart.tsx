/**
 * Sales and margin per period as SVG bars: a chart of our own rather than a charting library, so the
 * reports page stays a few kilobytes (docs/decisions.md WEB-75). Amounts are decimal strings; they
 * become numbers only to be drawn.
 */
export interface ChartPoint {
  label: string;
  sales: string;
  margin: string;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 8 };

export function SalesChart({
  points,
  title,
  legend,
  format,
}: {
  points: readonly ChartPoint[];
  title: string;
  legend: { sales: string; margin: string };
  format: (amount: number) => string;
}) {
  const values = points.flatMap((p) => [Number(p.sales), Number(p.margin)]);
  const top = Math.max(...values, 0);
  const bottom = Math.min(...values, 0);
  const span = top - bottom || 1;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((top - v) / span) * plotHeight;
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(points.length, 1);
  const bar = Math.max(Math.min(slot * 0.38, 28), 1);
  // At most about 12 labels under the axis, whatever the number of periods.
  const every = Math.ceil(points.length / 12);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={title}
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        <title>{title}</title>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#adb5bd" />
        {points.map((p, i) => {
          const x = PAD.left + i * slot + slot / 2;
          const sales = Number(p.sales);
          const margin = Number(p.margin);
          return (
            <g key={p.label}>
              <rect
                x={x - bar}
                y={Math.min(y(sales), y(0))}
                width={bar}
                height={Math.abs(y(sales) - y(0))}
                fill="#12b886"
              >
                <title>{`${p.label} · ${legend.sales}: ${format(sales)}`}</title>
              </rect>
              <rect
                x={x}
                y={Math.min(y(margin), y(0))}
                width={bar}
                height={Math.abs(y(margin) - y(0))}
                fill="#1c7ed6"
              >
                <title>{`${p.label} · ${legend.margin}: ${format(margin)}`}</title>
              </rect>
              {i % every === 0 && (
                <text x={x} y={HEIGHT - 8} fontSize={11} textAnchor="middle" fill="#495057">
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
        <text x={PAD.left + 2} y={PAD.top + 10} fontSize={11} fill="#495057">
          {format(top)}
        </text>
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, fontSize: 13 }}>
        <span>
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 10, height: 10, background: '#12b886', marginRight: 4 }}
          />
          {legend.sales}
        </span>
        <span>
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 10, height: 10, background: '#1c7ed6', marginRight: 4 }}
          />
          {legend.margin}
        </span>
      </figcaption>
    </figure>
  );
}
