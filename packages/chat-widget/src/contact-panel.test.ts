import { describe, expect, it } from 'vitest';
import { type ContactPanelState, shouldShowContactPanel } from './contact-panel.ts';

const shown: ContactPanelState = {
  leadQuality: 'warm',
  messageCount: 6,
  emailCaptured: false,
  dismissed: false,
};

describe('shouldShowContactPanel (§4)', () => {
  it.each([
    ['warm with 6 messages', shown, true],
    ['hot with 9 messages', { ...shown, leadQuality: 'hot', messageCount: 9 }, true],
    ['cold', { ...shown, leadQuality: 'cold' }, false],
    ['only 5 messages', { ...shown, messageCount: 5 }, false],
    ['email already captured', { ...shown, emailCaptured: true }, false],
    ['dismissed with Continue Conversation', { ...shown, dismissed: true }, false],
    ['while a consultant is awaited or answers', { ...shown, withPerson: true }, false],
  ] as const)('%s → %s', (_name, state, expected) => {
    expect(shouldShowContactPanel(state)).toBe(expected);
  });
});
