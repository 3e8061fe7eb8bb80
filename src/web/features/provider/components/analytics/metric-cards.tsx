import { Eye, Heart, MessageSquare, TrendingUp } from 'lucide-react';
import type { Analytics } from '#shared/provider-schemas.ts';
import { countChangeText, formatRate, rateChangeText, trendOf } from '../../analytics-format.ts';
import { MetricCard } from './metric-card.tsx';

/** Views, Inquiries, Favorites and Conversion Rate, with a note on how each is counted. */
export function MetricCards({ analytics }: { analytics: Analytics }) {
  const { views, inquiries, favorites, conversionRate } = analytics;
  const count = (metric: Analytics['views']) => ({
    value: metric.current.toLocaleString('en-US'),
    change: countChangeText(metric.current, metric.previous),
    trend: trendOf(metric.current, metric.previous),
  });
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <MetricCard label="Views" icon={<Eye />} {...count(views)} />
        <MetricCard label="Inquiries" icon={<MessageSquare />} {...count(inquiries)} />
        <MetricCard label="Favorites" icon={<Heart />} {...count(favorites)} />
        <MetricCard
          label="Conversion Rate"
          icon={<TrendingUp />}
          value={formatRate(conversionRate.current)}
          change={rateChangeText(conversionRate.current, conversionRate.previous)}
          trend={trendOf(conversionRate.current, conversionRate.previous)}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        Views count each time someone opens one of your listings (repeat opens by the same visitor
        within 30 minutes count once, and your own visits are not counted). Inquiries count each
        Call, Email or Online Scheduling choice in Schedule a Tour. Favorites count new saves.
        Conversion rate is inquiries divided by views. Changes compare the last 30 days with the 30
        days before.
      </p>
    </div>
  );
}
