import { chatEnd } from '../../conversations/chat-end.ts';
import { chatHandoff } from '../../conversations/chat-handoff.ts';
import { chatResume } from '../../conversations/chat-resume.ts';
import { chatSeen } from '../../conversations/chat-seen.ts';
import { chatSend } from '../../conversations/chat-send.ts';
import { chatTranscript } from '../../conversations/chat-transcript.ts';
import { chatTranscriptEmail } from '../../conversations/chat-transcript-email.ts';
import { chatTyping } from '../../conversations/chat-typing.ts';
import { chatVisitor } from '../../conversations/chat-visitor.ts';
import { procedureOf } from '../procedure-of.ts';
import { router } from '../trpc.ts';

/** The chat assistant (specification §3, §4, §7): each procedure is its operation's (src/conversations/). */
export const chatRouter = router({
  /** {@link chatSend}: answers one visitor message and stores the turn. */
  send: procedureOf(chatSend),
  /** {@link chatEnd}: marks a session ended. */
  end: procedureOf(chatEnd),
  /** {@link chatVisitor}: the visitor details the chat holds. */
  visitor: procedureOf(chatVisitor),
  /** {@link chatTranscript}: the stored conversation, for signed-in staff only. */
  transcript: procedureOf(chatTranscript),
  /** {@link chatHandoff}: the visitor asks for a person. */
  handoff: procedureOf(chatHandoff),
  /** {@link chatTyping}: the visitor's typing indicator, to staff. */
  typing: procedureOf(chatTyping),
  /** {@link chatSeen}: the last live event the visitor's widget showed. */
  seen: procedureOf(chatSeen),
  /** {@link chatTranscriptEmail}: the closed live chat's transcript, e-mailed to the visitor. */
  transcriptEmail: procedureOf(chatTranscriptEmail),
  /** {@link chatResume}: the conversation of an unseen-reply e-mail's link. */
  resume: procedureOf(chatResume),
});
