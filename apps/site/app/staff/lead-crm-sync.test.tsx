// @vitest-environment jsdom
/** A lead's HubSpot sync in one line on its page (decision 097): since when, waiting, retried, or why not. */
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { crmReason, LeadCrmSyncLine } from './lead-panels.tsx';

const base = { since: null, contact: false, deal: false, error: null };

describe('LeadCrmSyncLine', () => {
  it('tells since when HubSpot holds the contact and the deal, in Toronto time', () => {
    const { container } = render(
      <LeadCrmSyncLine
        crm={{ ...base, state: 'synced', since: '2026-12-01T15:42:00.000Z', contact: true, deal: true }}
      />,
    );
    expect(container.textContent).toBe('In HubSpot since Dec 1, 2026, 10:42 a.m., contact and deal.');
  });

  it('tells a retried sync and a failed one in words, never as a code', () => {
    const retried = render(<LeadCrmSyncLine crm={{ ...base, state: 'pending', error: 'hubspot 429' }} />);
    expect(retried.container.textContent).toBe(
      'Not in HubSpot yet: HubSpot asked to slow down. It is tried again automatically.',
    );
    const failed = render(<LeadCrmSyncLine crm={{ ...base, state: 'failed', error: 'hubspot 400' }} />);
    expect(failed.container.textContent).toBe("Not sent to HubSpot: HubSpot refused the lead's details.");
    expect(render(<LeadCrmSyncLine crm={{ ...base, state: 'pending' }} />).container.textContent).toBe(
      'Waiting to be sent to HubSpot.',
    );
  });

  it('offers to send a failed lead again, and only a failed one', () => {
    const onRetry = vi.fn();
    const failed = render(
      <LeadCrmSyncLine crm={{ ...base, state: 'failed', error: 'hubspot 400' }} onRetry={onRetry} />,
    );
    fireEvent.click(failed.getByRole('button', { name: 'Send to HubSpot again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    failed.unmount();
    const busy = render(
      <LeadCrmSyncLine crm={{ ...base, state: 'failed', error: 'hubspot 400' }} onRetry={onRetry} retrying />,
    );
    expect(busy.getByRole('button', { name: 'Send to HubSpot again' })).toHaveProperty('disabled', true);
    busy.unmount();
    const pending = render(
      <LeadCrmSyncLine crm={{ ...base, state: 'pending', error: 'hubspot 503' }} onRetry={onRetry} />,
    );
    expect(pending.queryByRole('button')).toBeNull();
  });

  it('shows nothing when no sync was planned', () => {
    expect(render(<LeadCrmSyncLine crm={null} />).container.innerHTML).toBe('');
  });

  it('names the kind of each failure', () => {
    expect(crmReason('hubspot 401')).toBe('HubSpot refused the access token');
    expect(crmReason('hubspot 503')).toBe('HubSpot was unavailable');
    expect(crmReason('ECONNREFUSED')).toBe('HubSpot could not be reached');
  });
});
