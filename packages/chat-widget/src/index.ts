/**
 * @northline/chat-widget: the embeddable chat assistant (specification §2 "Chat widget", §4, §8).
 * The widget component and the script-tag bundle come with issue 6; the rules are here already.
 */
export {
  CONTACT_PANEL_MIN_MESSAGES,
  type ContactPanelState,
  shouldShowContactPanel,
} from './contact-panel.ts';
