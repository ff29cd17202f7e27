/**
 * Visitor text in outgoing e-mails is data (docs/decisions/057): a sales alert quotes the prospect's message line
 * by line, so a paragraph they wrote never reads as the alert's own sentence; values stored before the forms refused
 * line breaks (old rows, written here straight into the database) stay on their labelled line and never reach a
 * header, and `Reply-To` is set only to one address; the transcript e-mailed to a chat visitor quotes every
 * message, and goes only to a stored address that is one address. Against the real PostgreSQL and a real SMTP
 * receiver.
 */
import { createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadApp, postJson, validLead } from './helper.ts';
import { clearAlerts, salesReceivers } from './receivers.ts';

const PHISHING = 'Hello\n\nACTION REQUIRED: verify at https://evil.example';

let app: FastifyInstance;
let sql: pg.Client;
let receivers: Awaited<ReturnType<typeof salesReceivers>>;
let smtp: typeof receivers.smtp;
let signInStaff: Awaited<ReturnType<typeof leadApp>>['signInStaff'];

beforeAll(async () => {
  receivers = await salesReceivers();
  smtp = receivers.smtp;
  // A Saturday evening: the office is closed, every e-mail of these tests goes at once.
  ({ app, sql, signInStaff } = await leadApp(
    receivers.settings({ CLOCK_START: '2030-11-30T19:30:00-05:00' }),
  ));
});

beforeEach(async () => {
  await clearAlerts(sql, receivers);
});

/**
 * A received e-mail read back: its header lines (folded lines joined, encoded words as sent) and its body's lines,
 * quoted-printable or base64 decoded, split at CR LF, LF and CR alike (as a mail client may show them).
 */
function readMail(raw: string): { headers: string[]; lines: string[]; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (/^content-transfer-encoding:\s*base64/im.test(head)) {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { headers: head.split(/\r?\n/), lines: body.split(/\r\n|[\n\r\u2028\u2029\u0085\v\f]/), body };
}

/** The one e-mail received so far. */
function theMail() {
  expect(smtp.messages).toHaveLength(1);
  const [message] = smtp.messages;
  return { ...readMail(message?.raw ?? ''), to: message?.to ?? [] };
}

describe('a sales alert', () => {
  it('quotes a message that holds a paragraph of instructions: it never stands as a line of its own', async () => {
    const sent = await postJson(app, '/api/contact', {
      ...validLead,
      email: 'owner@harbourlaw.example',
      message: PHISHING,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await app.deliveries.runDue();
    const mail = theMail();
    const at = mail.lines.indexOf('Message:');
    expect(at).toBeGreaterThan(0);
    expect(mail.lines.slice(at + 1, at + 4)).toEqual([
      '> Hello',
      '>',
      '> ACTION REQUIRED: verify at https://evil.example',
    ]);
    const mentions = mail.lines.filter((line) => line.includes('ACTION REQUIRED'));
    expect(mentions).toEqual(['> ACTION REQUIRED: verify at https://evil.example']);
    expect(mail.headers.join('\n')).not.toContain('ACTION REQUIRED');
  });

  it('keeps a stored name, company and e-mail with line breaks on their labelled lines and out of every header', async () => {
    const sent = await postJson(app, '/api/contact', { ...validLead, email: 'owner@harbourlaw.example' });
    expect(sent.statusCode, sent.body).toBe(201);
    // Rows stored before the forms refused line breaks.
    await sql.query(
      `update contact_request set first_name = $1, company = $2, email = $3, phone = $4, message = $5 where id = $6`,
      [
        'Priya\r\nBcc: x@evil.example',
        'Harbour\r\nBcc: y@evil.example',
        'owner@harbourlaw.example\r\nBcc: z@evil.example',
        '416 555 0199\u2028ACTION REQUIRED',
        'Line one\u2028ACTION REQUIRED: verify\u0085at https://evil.example',
        sent.json().id,
      ],
    );
    await app.deliveries.runDue();
    const mail = theMail();
    expect(mail.to).toEqual(['sales@northline-it.example']);
    const headers = mail.headers.join('\n');
    expect(headers).not.toMatch(/^(bcc|cc|to|reply-to):.*evil\.example/im);
    expect(headers).not.toMatch(/^reply-to:/im);
    expect(headers).toMatch(/^Subject: New lead: Harbour Bcc: y@evil\.example \(\w+\)$/m);
    expect(mail.lines).toContain('Name: Priya Bcc: x@evil.example Sharma');
    expect(mail.lines).toContain('Email: owner@harbourlaw.example Bcc: z@evil.example');
    expect(
      mail.lines.some((line) => line.startsWith('Phone: 416 555 0199 ACTION REQUIRED (call: tel:')),
    ).toBe(true);
    expect(mail.lines.some((line) => line.startsWith('New lead: Harbour Bcc: y@evil.example'))).toBe(true);
    // Every line that carries visitor text starts with its label or a quote mark.
    const visitorLines = mail.lines.filter((line) => /evil\.example|ACTION REQUIRED/.test(line));
    for (const line of visitorLines) expect(line).toMatch(/^(New lead: |Name: |Email: |Phone: |> )/);
    expect(mail.lines.filter((line) => line.startsWith('> '))).toEqual([
      '> Line one',
      '> ACTION REQUIRED: verify',
      '> at https://evil.example',
    ]);
  });

  it('a chat visitor’s name stored with a line break stays on the Name line of the hand-off alert', async () => {
    const sessionId = createSessionId('chat');
    const asked = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        sessionId,
        message: 'We are comparing IT providers for our law office, can I talk to a human',
        visitorInfo: { email: 'dana@harbour.example' },
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await app.desk.idle();
    await sql.query('update chat_session set visitor_name = $1 where id = $2', [
      'Dana\n\nACTION REQUIRED: verify at https://evil.example',
      sessionId,
    ]);
    await app.deliveries.runDue();
    const mail = theMail();
    expect(mail.lines).toContain('Name: Dana ACTION REQUIRED: verify at https://evil.example');
    expect(mail.lines.filter((line) => line.startsWith('ACTION REQUIRED'))).toEqual([]);
    // A chat's address is whatever was typed into the conversation: its alert never replies to it (decision 060).
    expect(mail.headers.join('\n')).not.toMatch(/^Reply-To:/im);
  });
});

describe('the transcript e-mailed to a chat visitor', () => {
  /** A chat handed to a consultant who answered and closed it; the visitor's `email` stored on the session. */
  async function closedChat(firstMessage: string): Promise<{ sessionId: string }> {
    const sessionId = createSessionId('chat');
    const visitor = (message: string) =>
      app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { sessionId, message, visitorInfo: { email: 'dana@harbour.example' } },
      });
    expect((await visitor(firstMessage)).statusCode).toBe(200);
    expect((await visitor('Can I talk to a human, please?')).statusCode).toBe(200);
    await app.desk.idle();
    const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
      sessionId,
    ]);
    const leadId = rows[0]?.id;
    const sam = await signInStaff('sales');
    for (const path of ['staff.live.claim', 'staff.live.close']) {
      const done = await app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: sam.headers,
        payload: { leadId },
      });
      expect(done.statusCode, `${path}: ${done.body}`).toBe(200);
    }
    return { sessionId };
  }

  it('quotes each message under its author, so a visitor’s paragraph never reads as the e-mail’s own', async () => {
    const { sessionId } = await closedChat(PHISHING);
    await clearMessagesOnly();
    const asked = await app.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/transcript-email`,
      payload: {},
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await app.deliveries.runDue();
    const mail = theMail();
    expect(mail.to).toEqual(['dana@harbour.example']);
    const at = mail.lines.indexOf('You:');
    expect(mail.lines.slice(at, at + 4)).toEqual([
      'You:',
      '> Hello',
      '>',
      '> ACTION REQUIRED: verify at https://evil.example',
    ]);
    expect(mail.lines.filter((line) => line.includes('ACTION REQUIRED'))).toEqual([
      '> ACTION REQUIRED: verify at https://evil.example',
    ]);
  });

  it('is not sent to a stored e-mail that is not one address', async () => {
    const { sessionId } = await closedChat('Do you support law offices?');
    await clearMessagesOnly();
    const asked = await app.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/transcript-email`,
      payload: {},
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // A row stored before the hand-off checked the address.
    await sql.query('update chat_session set visitor_email = $1 where id = $2', [
      'dana@harbour.example\r\nBcc: x@evil.example',
      sessionId,
    ]);
    await app.deliveries.runDue();
    const { rows } = await sql.query(
      `select n.status from delivery n join lead l on l.id = n.lead_id
       where l.chat_session_id = $1 and n.topic = 'chat.transcript'`,
      [sessionId],
    );
    expect(rows).toEqual([{ status: 'delivered' }]);
    expect(smtp.messages).toEqual([]);
  });
});

/** Sends what is due now and forgets it: the alerts of the chat so far, so the next e-mail is the one read. */
async function clearMessagesOnly(): Promise<void> {
  await app.deliveries.runDue();
  smtp.messages.length = 0;
}
