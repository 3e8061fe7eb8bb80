import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
} from '#shared/constants.ts';

/** A native select, so the form works before (and without) the page's script. */
export function FrequencySelect({
  id,
  defaultValue,
}: {
  id: string;
  defaultValue: AlertFrequency;
}) {
  return (
    <select
      id={id}
      name="frequency"
      defaultValue={defaultValue}
      className="h-10 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      {ALERT_FREQUENCIES.map((f) => (
        <option key={f} value={f}>
          {ALERT_FREQUENCY_LABELS[f]}
        </option>
      ))}
    </select>
  );
}
