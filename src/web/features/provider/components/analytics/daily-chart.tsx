import { useEffect, useId, useRef } from 'react';
import { countOf } from '#shared/text.ts';
import type { Analytics } from '#shared/provider-schemas.ts';
import { shortDate } from '../../analytics-format.ts';

type Day = NonNullable<Analytics['advanced']>['daily'][number];

const W = 960;
const H = 260;
const PAD = { left: 40, right: 8, top: 12, bottom: 28 };
const COLORS = { views: '#0b6e66', inquiries: '#a84b0c' } as const;

/** A whole-number top for the y axis: at least 2 so that the middle tick is a whole number. */
function niceMax(value: number): number {
  if (value <= 2) return 2;
  const step = 10 ** Math.floor(Math.log10(value));
  const top = Math.ceil(value / step) * step;
  return top % 2 === 0 ? top : top + step;
}

/** Grouped bars of daily views and inquiries; a summary is its accessible text. */
export function DailyChart({ daily }: { daily: Day[] }) {
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the chart scrolls: open it on the latest days, which a provider looks for.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, []);
  const totals = daily.reduce(
    (sum, d) => ({ views: sum.views + d.views, inquiries: sum.inquiries + d.inquiries }),
    { views: 0, inquiries: 0 },
  );
  const busiest = daily.reduce<Day | null>(
    (top, d) => (!top || d.views > top.views ? d : top),
    null,
  );
  const max = niceMax(Math.max(0, ...daily.map((d) => Math.max(d.views, d.inquiries))));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(daily.length, 1);
  const bar = Math.max(2, slot * 0.36);
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const summary =
    `${countOf(totals.views, 'view', 'views')} and ` +
    `${countOf(totals.inquiries, 'inquiry', 'inquiries')} over the last ${daily.length} days` +
    (busiest && busiest.views > 0
      ? `; most views on ${shortDate(busiest.date)} (${busiest.views}).`
      : '.');

  return (
    <figure className="grid min-w-0 gap-2">
      <div
        ref={scroller}
        className="overflow-x-auto rounded-lg border bg-card p-2"
        tabIndex={0}
        role="group"
        aria-label="Daily chart"
      >
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full min-w-[36rem]"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>Daily views and inquiries</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {[0, max / 2, max].map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e3ddd2" />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#57514a">
                {tick}
              </text>
            </g>
          ))}
          {daily.map((d, i) => {
            const x = PAD.left + i * slot + (slot - bar * 2) / 2;
            return (
              <g key={d.date}>
                <rect
                  x={x}
                  y={y(d.views)}
                  width={bar}
                  height={y(0) - y(d.views)}
                  fill={COLORS.views}
                />
                <rect
                  x={x + bar}
                  y={y(d.inquiries)}
                  width={bar}
                  height={y(0) - y(d.inquiries)}
                  fill={COLORS.inquiries}
                />
                {i % 5 === 0 || i === daily.length - 1 ? (
                  <text x={x + bar} y={H - 8} textAnchor="middle" fontSize="11" fill="#57514a">
                    {shortDate(d.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
        <span className="flex items-center gap-2">
          <span
            className="size-3 rounded-sm"
            style={{ background: COLORS.views }}
            aria-hidden="true"
          />
          Views
        </span>
        <span className="flex items-center gap-2">
          <span
            className="size-3 rounded-sm"
            style={{ background: COLORS.inquiries }}
            aria-hidden="true"
          />
          Inquiries
        </span>
        <span className="text-muted-foreground">{summary}</span>
      </figcaption>
    </figure>
  );
}
