import { describe, expect, it } from 'vitest';
import {
  chatMessageSchema,
  chatReplySchema,
  chatRequestSchema,
  chatSessionSchema,
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_MESSAGES_PER_SESSION,
  visitorInfoSchema,
} from './chat.ts';
import { messageAt, REMOVE, withValue } from './test-utils.ts';

const validRequest = {
  message: 'We are a 20-person law firm. How do you handle ransomware?',
  sessionId: 'demo-1736600000000-k3j9x0qa2b',
  visitorInfo: {
    name: 'Priya Sharma',
    email: 'priya@harbourlaw.example',
    company: 'Harbour Law LLP',
    phone: '',
  },
};

describe('chat request (specification §5 chat, §7 POST /api/chat)', () => {
  it('accepts a message with visitor info and trims the message', () => {
    const result = chatRequestSchema.parse({ ...validRequest, message: '  Hello  ' });
    expect(result.message).toBe('Hello');
    expect(result.visitorInfo?.company).toBe('Harbour Law LLP');
  });

  it('accepts a message without visitor info', () => {
    expect(chatRequestSchema.safeParse(withValue(validRequest, 'visitorInfo', REMOVE)).success).toBe(true);
  });

  it('accepts empty visitor info (every field may be an empty string)', () => {
    const visitorInfo = { name: '', email: '', company: '', phone: '' };
    expect(chatRequestSchema.parse({ ...validRequest, visitorInfo }).visitorInfo).toEqual(visitorInfo);
  });

  it.each([
    ['message', '', 'Message cannot be empty'],
    ['message', '  \n\t ', 'Message cannot be empty'],
    ['message', REMOVE, 'Message cannot be empty'],
    ['message', 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1), 'Message must be at most 2000 characters'],
    ['sessionId', REMOVE, 'Session id is required'],
    ['sessionId', 'has spaces', 'Session id may contain only letters, digits, hyphens and underscores'],
    ['visitorInfo.email', 'priya@', 'Please enter a valid email address'],
    ['visitorInfo.name', 'n'.repeat(201), 'Name must be at most 200 characters'],
    ['visitorInfo.company', 'c'.repeat(201), 'Company must be at most 200 characters'],
    ['visitorInfo.phone', '1'.repeat(41), 'Phone must be at most 40 characters'],
    ['visitorInfo.name', 42, 'Name must be text'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(chatRequestSchema, withValue(validRequest, path, value), path)).toBe(message);
  });

  it('accepts a message of exactly 2000 characters, counted after trimming', () => {
    const message = ` ${'x'.repeat(MAX_CHAT_MESSAGE_LENGTH)} `;
    expect(chatRequestSchema.safeParse({ ...validRequest, message }).success).toBe(true);
  });

  it('has the limits of the brief', () => {
    expect(MAX_CHAT_MESSAGE_LENGTH).toBe(2000);
    expect(MAX_MESSAGES_PER_SESSION).toBe(50);
  });
});

describe('visitor info (specification §3)', () => {
  it('accepts no fields at all', () => {
    expect(visitorInfoSchema.parse({})).toEqual({});
  });

  it('trims the email before checking it', () => {
    expect(visitorInfoSchema.parse({ email: ' priya@harbourlaw.example ' }).email).toBe(
      'priya@harbourlaw.example',
    );
  });
});

describe('chat message (specification §3)', () => {
  const valid = {
    role: 'assistant',
    content: 'Hello! What IT challenges do you face?',
    timestamp: '2025-01-11T14:30:00.000Z',
  };

  it('accepts a message with an ISO timestamp, with or without an offset', () => {
    expect(chatMessageSchema.safeParse(valid).success).toBe(true);
    expect(chatMessageSchema.safeParse({ ...valid, timestamp: '2025-01-11T09:30:00-05:00' }).success).toBe(
      true,
    );
  });

  it.each([
    ['role', 'system', 'Role must be user or assistant'],
    ['timestamp', 'yesterday', 'Timestamp must be an ISO 8601 date and time'],
    ['timestamp', REMOVE, 'Timestamp is required'],
    ['content', REMOVE, 'Message is required'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(chatMessageSchema, withValue(valid, path, value), path)).toBe(message);
  });
});

describe('chat reply (specification §3, §7)', () => {
  const valid = {
    response: 'For a law firm, we recommend…',
    leadQuality: 'warm',
    interestedServices: ['Cybersecurity', 'Backup & Recovery'],
    sessionId: 'chat-1736600000000-abc',
  };

  it('accepts a reply with and without an error', () => {
    expect(chatReplySchema.safeParse(valid).success).toBe(true);
    expect(chatReplySchema.parse({ ...valid, error: 'fallback' }).error).toBe('fallback');
  });

  it.each([
    ['leadQuality', 'lukewarm', 'Lead quality must be cold, warm or hot'],
    ['interestedServices', 'Cybersecurity', 'Interested services must be a list'],
    ['interestedServices', Array(21).fill('x'), 'Interested services must have at most 20 items'],
    ['response', REMOVE, 'Response is required'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(chatReplySchema, withValue(valid, path, value), path)).toBe(message);
  });
});

describe('chat session (specification §3)', () => {
  it('starts cold with no services of interest', () => {
    const session = chatSessionSchema.parse({ sessionId: 'chat-1', messages: [] });
    expect(session.leadQuality).toBe('cold');
    expect(session.interestedServices).toEqual([]);
  });

  it('keeps at most 50 messages', () => {
    const message = { role: 'user', content: 'hi', timestamp: '2025-01-11T14:30:00.000Z' };
    const full = { sessionId: 'chat-1', messages: Array(MAX_MESSAGES_PER_SESSION).fill(message) };
    expect(chatSessionSchema.safeParse(full).success).toBe(true);
    expect(messageAt(chatSessionSchema, { ...full, messages: [...full.messages, message] }, 'messages')).toBe(
      'Messages must have at most 50 items',
    );
  });
});
