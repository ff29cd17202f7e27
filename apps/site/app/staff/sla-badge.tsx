import { staffApp } from '@northline/content';
import { Badge } from '@northline/ui';
import * as css from './staff.css.ts';

const copy = staffApp.inbox;

/** The badge's tone of each state of the first-response clock. */
const TONES = { met: 'success', late: 'warning', breached: 'danger', open: 'primary' } as const;

/**
 * A lead's first-response clock: on time, due in X (business time) or at a time (after the office's next
 * opening), breached, answered late, in the words of
 * `staffApp.inbox.slaText` (the CSV export says the same).
 */
export function SlaBadge({
  sla,
  now,
}: {
  sla: {
    state: 'met' | 'late' | 'open' | 'breached';
    responseMinutes: number | null;
    minutesLeft: number | null;
    dueAt?: string | undefined;
  } | null;
  /** The page's clock in epoch milliseconds: an open clock due after the office's next opening says its due time. */
  now: number;
}) {
  if (!sla) return <span className={css.muted}>{copy.slaText(null)}</span>;
  return (
    <Badge tone={TONES[sla.state]} className={css.wrapBadge}>
      {copy.slaText(sla, new Date(now))}
    </Badge>
  );
}
