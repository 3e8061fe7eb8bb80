import { useId, type ReactNode } from 'react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import type { Trend } from '../../analytics-format.ts';

type MetricCardProps = {
  label: string;
  value: string;
  change: string;
  trend: Trend;
  icon: ReactNode;
};

const TREND_ICON = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus } as const;
const TREND_CLASS = {
  up: 'text-primary-strong',
  down: 'text-destructive',
  flat: 'text-muted-foreground',
} as const;

/** One headline figure of the last 30 days and how it changed. */
export function MetricCard({ label, value, change, trend, icon }: MetricCardProps) {
  const TrendIcon = TREND_ICON[trend];
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="grid gap-2 p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </h3>
        <span className="text-primary [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="text-3xl font-bold tabular-nums">{value}</p>
      <p className={cn('flex items-center gap-1 text-sm', TREND_CLASS[trend])}>
        <TrendIcon className="size-4 shrink-0" aria-hidden="true" />
        {change}
      </p>
    </Card>
  );
}
