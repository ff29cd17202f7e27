/**
 * What the chat says to a visitor who writes in French (docs/decisions/096-french-in-french-out.md), in Canadian
 * French plain text: the assistant answers in English only, so it says so, thanks them and offers to continue in
 * French by e-mail or phone, or with a consultant. The API chooses the text (apps/api/src/conversations/
 * chat-language.ts); every fact comes from the company facts of this catalogue.
 */
import { company } from './company.ts';

const phone = company.phones.main.display;

/** The French replies of the chat assistant. */
export const frenchReplies = {
  /** The reply to a visitor's first French message. */
  first: `Bonjour et merci de votre message! Notre assistant virtuel ne répond qu'en anglais pour le moment, mais notre équipe peut poursuivre la conversation en français par courriel à ${company.email} ou par téléphone au ${phone}. Vous préférez parler à quelqu'un? Écrivez « un conseiller » et je vous mets en contact avec un membre de l'équipe.`,
  /** The reply to a later French message of the same conversation. */
  again: `Merci, c'est noté! Pour poursuivre en français, écrivez-nous à ${company.email} ou appelez-nous au ${phone}. Vous pouvez aussi écrire « un conseiller » pour parler à un membre de l'équipe.`,
  /**
   * The reply to a French message while a consultant is awaited: one has been asked already, so it says so instead of
   * offering one.
   */
  waiting: `Merci, c'est noté! Un conseiller a été invité à se joindre à la conversation et pourra poursuivre avec vous en français. D'ici là, vous pouvez aussi nous écrire à ${company.email} ou nous appeler au ${phone}.`,
  /** Put before what happens next when the visitor asks for a person (that part is in English). */
  handoff: 'Merci! Je transmets votre demande à un conseiller, qui pourra poursuivre avec vous en français.',
  /** Put before the assistant's urgent advice when the visitor reports an incident (that part is in English). */
  emergency: `S'il s'agit d'une urgence, appelez dès maintenant notre ligne d'urgence 24/7 au ${phone}.`,
} as const;
