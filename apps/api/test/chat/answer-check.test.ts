import { describe, expect, it } from 'vitest';
import {
  asksSomething,
  isServiceMismatch,
  RETRIEVAL_FLOOR,
  unansweredReasonOf,
} from '../../src/chat/answer-check.ts';
import { createBuiltinEngine } from '../../src/chat/builtin-engine.ts';
import type { EngineReply } from '../../src/chat/engine.ts';
import { contentIndex } from '../../src/chat/retrieval.ts';
import { topicsOf } from '../../src/chat/topics.ts';

/**
 * Wrong answers are caught (chat/answer-check.ts, decision 095): the table of questions the built-in engine answers
 * about the wrong service, and of questions it answers right; the retrieval floor on a model's replies.
 */

const engine = createBuiltinEngine();
const builtinReply = (message: string) =>
  engine.reply({ message, history: [], visitorInfo: {}, leadQuality: 'cold', interestedServices: [] });

describe('a reply about a service that does not answer the question is a mismatch', () => {
  it.each([
    // An internet link called a backup is not a data backup.
    'Do you offer Starlink backup internet for our office?',
    'Can you set up a backup internet connection?',
    'Do you offer backup internet?',
    // Cameras for security are not cybersecurity; a battery backup is power, not data.
    'Can you install security cameras in our warehouse?',
    'Do you install a UPS battery backup for our server?',
  ])('%s', async (question) => {
    const reply = await builtinReply(question);
    expect(reply.unanswered).toBeUndefined();
    expect(unansweredReasonOf(question, reply)).toBe('service-mismatch');
  });
});

describe('a reply by the service that answers the question is no mismatch', () => {
  it.each([
    'Do you back up our files?',
    'Do you offer cloud backup?',
    'Can you restore deleted emails?',
    'How much is backup?',
    'Do you fix printers?',
    'Can you help with ransomware recovery?',
    'Do you offer ransomware protection?',
    'How much is managed IT per user?',
    'Can you move us to Microsoft 365?',
    'What does IT consulting cost per hour?',
  ])('%s', async (question) => {
    const reply = await builtinReply(question);
    expect(unansweredReasonOf(question, reply)).toBeUndefined();
  });
});

describe('the topic of a question', () => {
  it('comes from the head of a compound: the last noun names the subject', () => {
    expect(topicsOf('backup internet')).toEqual(['internet-link']);
    expect(topicsOf('security cameras')).toEqual(['physical-security']);
    expect(topicsOf('cloud backup')).toEqual(['data-backup']);
    expect(topicsOf('a backup of our files and a firewall')).toEqual(['data-backup', 'cyber-security']);
  });

  it('judges only a reply about one or two of our services', () => {
    const overview =
      'We offer Managed IT, Cybersecurity, Cloud Solutions, IT Consulting, Backup & Recovery and Help Desk.';
    expect(isServiceMismatch('Do you offer backup internet?', { response: overview, citedPaths: [] })).toBe(
      false,
    );
    expect(isServiceMismatch('Do you offer backup internet?', { response: 'Thanks!', citedPaths: [] })).toBe(
      false,
    );
    expect(
      isServiceMismatch('Do you offer backup internet?', {
        response: 'Cloud it is.',
        citedPaths: ['/cloud-solutions'],
      }),
    ).toBe(true);
    expect(
      isServiceMismatch('Do you offer backup internet?', {
        response: 'Managed IT covers your internet provider.',
        citedPaths: [],
      }),
    ).toBe(false);
  });
});

/** A model's reply to a question, citing nothing. */
const modelReply = (response: string): EngineReply => ({
  response,
  leadQuality: 'cold',
  leadQualityChanged: false,
  interestedServices: [],
  visitorInfo: {},
  firedRules: [],
  emergency: false,
  injection: false,
  engine: 'openai',
});

describe('the retrieval floor on a model’s replies', () => {
  it.each(['Do you sell office chairs?', 'Do you repair fax machines?', 'Can you design our logo?'])(
    'records %s: the catalogue holds too little of it',
    (question) => {
      expect(contentIndex().coverage(question)).toBeLessThan(RETRIEVAL_FLOOR);
      expect(unansweredReasonOf(question, modelReply('Sure, we can help with that.'))).toBe(
        'low-retrieval-score',
      );
    },
  );

  it.each([
    'How much is managed IT per user?',
    'What is your response time in Mississauga?',
    'Do you help law firms with PIPEDA?',
    'Do you test backup restores?',
    'Can you train our staff on phishing?',
    'What are your support hours?',
  ])('does not record %s: the catalogue speaks to it', (question) => {
    expect(contentIndex().coverage(question)).toBeGreaterThanOrEqual(RETRIEVAL_FLOOR);
    expect(unansweredReasonOf(question, modelReply('Here is what our pages say.'))).toBeUndefined();
  });

  it('does not judge the built-in engine, a fallback, an emergency, an injection or a message that asks nothing', () => {
    const question = 'Do you sell office chairs?';
    const reply = modelReply('Sure.');
    expect(unansweredReasonOf(question, { ...reply, engine: 'builtin' })).toBeUndefined();
    expect(
      unansweredReasonOf(question, { ...reply, fallback: { from: 'openai', reason: 'timeout' } }),
    ).toBeUndefined();
    expect(
      unansweredReasonOf(question, { ...reply, emergency: true, unanswered: 'no-answer' }),
    ).toBeUndefined();
    expect(unansweredReasonOf(question, { ...reply, injection: true })).toBeUndefined();
    expect(unansweredReasonOf('We sell office chairs.', reply)).toBeUndefined();
    expect(asksSomething('We sell office chairs.')).toBe(false);
  });

  it('keeps the engine’s own reason', () => {
    expect(
      unansweredReasonOf('What is the weather?', { ...modelReply('No.'), unanswered: 'out-of-scope' }),
    ).toBe('out-of-scope');
  });
});
