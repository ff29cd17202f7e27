// @vitest-environment jsdom
/** A lead's HubSpot sync in one line on its page (decision 097): since when, waiting, retried, or why not. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('shows nothing when no sync was planned', () => {
    expect(render(<LeadCrmSyncLine crm={null} />).container.innerHTML).toBe('');
  });

  it('names the kind of each failure', () => {
    expect(crmReason('hubspot 401')).toBe('HubSpot refused the access token');
    expect(crmReason('hubspot 503')).toBe('HubSpot was unavailable');
    expect(crmReason('ECONNREFUSED')).toBe('HubSpot could not be reached');
  });
});
