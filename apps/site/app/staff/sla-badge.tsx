import { staffApp } from '@northline/content';
import { Badge } from '@northline/ui';
import * as css from './staff.css.ts';

const copy = staffApp.inbox;

/** A lead's first-response clock: on time, due in X (business time), breached, answered late. */
export function SlaBadge({
  sla,
}: {
  sla: {
    state: 'met' | 'late' | 'open' | 'breached';
    responseMinutes: number | null;
    minutesLeft: number | null;
  } | null;
}) {
  if (!sla) return <span className={css.muted}>{copy.sla.none}</span>;
  if (sla.state === 'met') return <Badge tone="success">{copy.sla.met(sla.responseMinutes ?? 0)}</Badge>;
  if (sla.state === 'late') return <Badge tone="warning">{copy.sla.late(sla.responseMinutes ?? 0)}</Badge>;
  if (sla.state === 'breached') return <Badge tone="danger">{copy.sla.breached}</Badge>;
  return <Badge tone="primary">{copy.sla.open(sla.minutesLeft ?? 0)}</Badge>;
}
