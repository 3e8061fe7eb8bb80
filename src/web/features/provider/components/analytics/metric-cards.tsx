import { Eye, Heart, MessageSquare, TrendingUp } from 'lucide-react';
import { BRAND } from '#shared/constants.ts';
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
        Views count the visitors who open one of your listings: each visitor once per listing per
        day (UTC), and your own visits are not counted. A visitor is a signed-in account, or else
        one browser on one internet connection. Inquiries count every tour request families send you
        through {BRAND}, plus each Call, Email or Online Scheduling choice (once per visitor,
        listing and day for each of the three). Favorites count new saves of your listings.
        Conversion rate is inquiries divided by views. Changes compare the last 30 days with the 30
        days before.
      </p>
    </div>
  );
}
