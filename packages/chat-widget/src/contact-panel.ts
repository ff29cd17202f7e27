import type { LeadQuality } from './types.ts';

/** Messages that must already exist before the contact panel may appear (§4; §9 "after more than 5 prior messages"). */
export const CONTACT_PANEL_MIN_MESSAGES = 6;

/** The state the contact-capture panel depends on. */
export interface ContactPanelState {
  /** The latest reply's lead quality. */
  leadQuality: LeadQuality;
  /** How many messages (visitor and assistant, greeting included) the conversation holds. */
  messageCount: number;
  /** Whether the visitor's email is already known. */
  emailCaptured: boolean;
  /** Whether the visitor chose 'Continue Conversation'. */
  dismissed: boolean;
  /**
   * Whether a person is awaited or answers (the hand-off is `waiting` or `live`): the hand-off asks for contact
   * details itself when nobody can answer, and a consultant asks in their own words.
   */
  withPerson?: boolean;
}

/**
 * Whether the widget shows its contact-capture panel (specification §4 "Chat widget"): when the lead is
 * warm or hot, at least 6 messages exist, no email is captured, and the visitor has not dismissed it; never while a
 * person is awaited or answers.
 */
export function shouldShowContactPanel(state: ContactPanelState): boolean {
  return (
    state.leadQuality !== 'cold' &&
    state.messageCount >= CONTACT_PANEL_MIN_MESSAGES &&
    !state.emailCaptured &&
    !state.dismissed &&
    !state.withPerson
  );
}
