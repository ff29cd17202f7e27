import { crmTexts } from '@northline/content';
import { describe, expect, it } from 'vitest';
import {
  type CrmLeadFacts,
  contactProperties,
  dealStage,
  e164,
  noteHtml,
  splitName,
  transcriptHtml,
} from './crm-mapping.ts';

const lead: CrmLeadFacts = {
  leadId: '00000000-0000-4000-8000-000000000001',
  name: 'Marie-Claire de la Tour',
  email: 'mc@example.com',
  phone: '416 555 0199 ext. 4',
  company: 'Tour & Fils',
  companyDomain: 'tour.example',
  quality: 'hot',
  reasons: ['Gave a phone number', 'Work stopped'],
  status: 'new',
  ownerEmail: null,
};

describe('what a lead becomes in HubSpot', () => {
  it('writes phone numbers in E.164, reading a number without a country code as Canadian', () => {
    expect(e164('(416) 555-0199')).toBe('+14165550199');
    expect(e164('+44 20 7946 0958')).toBe('+442079460958');
    expect(e164('12345')).toBeNull();
    expect(e164(null)).toBeNull();
  });

  it('splits a name into first name and the rest', () => {
    expect(splitName('Marie-Claire de la Tour')).toEqual({
      firstname: 'Marie-Claire',
      lastname: 'de la Tour',
    });
    expect(splitName('Cher')).toEqual({ firstname: 'Cher' });
    expect(splitName('  ')).toEqual({});
  });

  it('sends the quality, its reasons and the lifecycle stage, and leaves out what the lead lacks', () => {
    expect(contactProperties(lead, '42')).toEqual({
      firstname: 'Marie-Claire',
      lastname: 'de la Tour',
      lifecyclestage: 'lead',
      phone: '+14165550199',
      company: 'Tour & Fils',
      northline_lead_quality: 'hot',
      northline_lead_quality_reasons: 'Gave a phone number; Work stopped',
      hubspot_owner_id: '42',
    });
    expect(
      contactProperties({ ...lead, phone: 'none', quality: null, reasons: [] }, null),
    ).not.toHaveProperty('phone');
  });

  it('moves the deal by the lead status and a cancelled meeting', () => {
    const booked = { startsAt: new Date(), status: 'booked' as const };
    expect(dealStage('new', booked)).toBe('appointmentscheduled');
    expect(dealStage('meeting_booked', booked)).toBe('appointmentscheduled');
    expect(dealStage('qualified', booked)).toBe('qualifiedtobuy');
    expect(dealStage('won', booked)).toBe('closedwon');
    expect(dealStage('lost', booked)).toBe('closedlost');
    expect(dealStage('qualified', { ...booked, status: 'cancelled' })).toBe('closedlost');
    expect(dealStage('won', { ...booked, status: 'cancelled' })).toBe('closedwon');
  });

  it('escapes a note and labels each transcript line by its author', () => {
    expect(noteHtml('<b>a</b> & b\nc')).toBe('&lt;b&gt;a&lt;/b&gt; &amp; b<br>c');
    const html = transcriptHtml(
      [
        { role: 'user', content: 'Hi <there>', author: null },
        { role: 'assistant', content: 'Hello', author: null },
        { role: 'consultant', content: 'Sam here', author: 'Sam' },
      ],
      crmTexts.transcript,
    );
    expect(html).toBe(
      '<strong>Website conversation</strong><br><strong>Visitor:</strong> Hi &lt;there&gt;<br>' +
        '<strong>Assistant:</strong> Hello<br><strong>Consultant (Sam):</strong> Sam here',
    );
  });
});
