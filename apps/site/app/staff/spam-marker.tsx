import { staffApp } from '@northline/content';
import { Button } from '@northline/ui';
import { useMutation } from '@tanstack/react-query';
import { formatDateTime } from './format.ts';
import * as css from './staff.css.ts';
import { useTRPC } from './trpc.ts';

const copy = staffApp.lead;

/** Props of {@link SpamMarker}. */
export interface SpamMarkerProps {
  /** The lead's id. */
  id: string;
  /** Whether the lead is filed as spam now. */
  spam: boolean;
  /** Who last marked it by hand and when (ISO 8601), or null. */
  markedBy: string | null;
  markedAt: string | null;
  /** Called after a mark was saved, with the announcement for the page's live region. */
  onSaved: (announcement: string) => void | Promise<void>;
  /** Called when saving failed, with the announcement. */
  onFailed: (announcement: string) => void;
}

/**
 * The lead page's spam section (decision 019): one button that marks the lead spam or not spam by hand
 * (`staff.leads.setSpam`), and who did so last and when. The outcome is announced through the page's live region.
 */
export function SpamMarker({ id, spam, markedBy, markedAt, onSaved, onFailed }: SpamMarkerProps) {
  const trpc = useTRPC();
  const mark = useMutation(
    trpc.staff.leads.setSpam.mutationOptions({
      onSuccess: (result) => onSaved(result.spam ? copy.markedSpam : copy.markedNotSpam),
      onError: () => onFailed(copy.saveFailed),
    }),
  );
  return (
    <section className={`${css.panel} ${css.sectionOrder.status}`} aria-labelledby="lead-spam">
      <h2 id="lead-spam" className={css.h2}>
        {copy.spamSection}
      </h2>
      <div className={css.stack}>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id, spam: !spam })}
        >
          {spam ? copy.markNotSpam : copy.markSpam}
        </Button>
        {markedAt ? (
          <p className={css.summary}>{copy.spamMarkedBy(spam, markedBy, formatDateTime(markedAt))}</p>
        ) : null}
      </div>
    </section>
  );
}
