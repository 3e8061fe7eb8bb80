import { MODERATION_ACTION_LABELS } from '#shared/moderation-messages.ts';
import type { ModerationActionView } from '#shared/report-schemas.ts';
import { formatWhen } from '../format.ts';
import { MODERATION_TEXTS } from '../messages.ts';

/** Every decision and role change, newest first: who, when, what and why. */
export function ModerationLog({ actions }: { actions: ModerationActionView[] }) {
  return (
    <section aria-labelledby="moderation-log" className="grid gap-4">
      <h2 id="moderation-log" className="text-xl font-semibold">
        {MODERATION_TEXTS.log}
      </h2>
      {actions.length === 0 ? (
        <p className="text-muted-foreground">{MODERATION_TEXTS.logEmpty}</p>
      ) : (
        <ol className="grid gap-3">
          {actions.map((action) => (
            <li key={action.id} className="grid gap-1 rounded-lg border border-border bg-card p-4">
              <p className="text-sm text-muted-foreground">
                <time dateTime={action.createdAt}>{formatWhen(action.createdAt)}</time> ·{' '}
                {action.actorEmail}
              </p>
              <p className="font-semibold">{MODERATION_ACTION_LABELS[action.action]}</p>
              <p className="text-sm break-words">{action.summary}</p>
              <p className="text-sm break-words">
                <span className="font-medium">Why: </span>
                {action.reason}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
