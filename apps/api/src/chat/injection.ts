/**
 * Detection of prompt-injection attempts in visitor messages (issue 6 "Prompt injection"), used by both
 * engines: the built-in engine answers a detected attempt with {@link injectionRefusal}; the OpenAI engine
 * still asks the model (whose instructions stay fixed) but warns it, does not stream the answer, and replaces
 * any answer that would leak its instructions. Detection is a keyword screen on normalised text, so it is a
 * first line only: the real guarantees are structural (the system prompt never contains visitor text, and an
 * engine only ever sees the one conversation it is answering, so there is nothing of other visitors to leak).
 */
import { PHONE } from './facts.ts';
import { matchesAny, normalise } from './text.ts';

/**
 * What an attempt tries to do: change the assistant's instructions or role, reveal its instructions, reach
 * other visitors' data, or smuggle chat-template markup that imitates a system message.
 */
export type InjectionKind = 'override' | 'reveal' | 'role' | 'other-visitors' | 'markup';

/** The result of {@link detectInjection}. */
export interface InjectionCheck {
  /** True when any kind was found. */
  detected: boolean;
  /** The kinds found, in {@link InjectionKind} order. */
  kinds: InjectionKind[];
}

/** What an attacker calls the assistant's instructions. */
const TARGET =
  '(?:instructions?|prompts?|rules|directions|guidelines|directives|programming|guardrails|restrictions|constraints|system message|initial message|training|configuration)';
/** Words that make the target the assistant's own ('your rules', 'all previous instructions'). */
const OWNER =
  '(?:your|all|any|previous|prior|above|earlier|preceding|original|initial|system|hidden|secret|internal|the above|the previous|the original|the system|the initial|all the|all your|all of your|all previous|all prior|any previous|any prior)';

const PATTERNS: readonly [InjectionKind, readonly RegExp[]][] = [
  [
    'override',
    [
      new RegExp(
        `\\b(?:ignore|disregard|forget|override|overwrite|bypass|stop following|don't follow|do not follow|abandon|discard|drop)\\b[^.?!]{0,25}\\b${OWNER} (?:\\w+ ){0,2}${TARGET}`,
      ),
      /\b(?:ignore|disregard|forget)\b[^.?!]{0,15}\b(?:the above|everything (?:above|before|so far|you were told|you know)|what you were (?:told|given))/,
      /\b(?:new|updated|different|real|actual|true) (?:instructions?|rules|system prompt|directives?)\s*(?::|are\b|follow)/,
      /\bfrom now on,? (?:you|your|ignore|only|always|answer|respond|reply|act)\b/,
      /\bforget (?:that )?you(?:'re| are)\b/,
      /\b(?:developer|god|debug|jailbreak|unrestricted|dan) mode\b/,
      /\bjailbreak|\bdo anything now\b/,
      /\b(?:ignorez?|oubliez?|oublie)\b[^.?!]{0,30}\b(?:instructions?|consignes|regles)\b/,
      /\b(?:i am|i'm) (?:your|the|an?) (?:developer|admin|administrator|creator|owner|programmer|system)\b[^.?!]{0,40}\b(?:override|ignore|reveal|show|disable|unlock|tell)\b/,
    ],
  ],
  [
    'reveal',
    [
      /\bsystem ?prompts?\b/,
      /\b(?:initial|original|hidden|secret|internal) (?:prompt|instructions)\b/,
      /\b(?:show|tell|give|reveal|print|repeat|display|share|output|list|dump|leak|paste|recite|summari[sz]e|translate|spell out|write out|what are|what were|what is|what's|read)\b[^.?!]{0,25}\b(?:your (?:\w+ )?|(?:the|those|these|all) (?:system|initial|hidden|secret|original|above|previous|internal|full|exact|complete) )(?:instructions?|prompts?|system message|initial message|programming|guardrails|directives|rules|configuration)\b/,
      /\b(?:repeat|print|show|output|copy)\b[^.?!]{0,20}\b(?:everything|all|the text|the words|what was written|what is written)\b[^.?!]{0,20}\b(?:above|before|prior|so far|earlier)\b/,
      /\bwhat (?:were you|are you|have you been) (?:told|instructed|programmed|configured|prompted)\b/,
      /\bwhat (?:rules|instructions) (?:do|did|must|were) you (?:follow|have|get|obey|receive|given)\b\s*\??$/,
      /\bhow (?:were|are) you (?:programmed|configured|prompted|instructed)\b/,
      /\b(?:your|the) (?:api key|openai key|secret key|credentials|access token|env(?:ironment)? variables?)\b/,
      /\byour (?:tools?|functions?|function calls?)\b[^.?!]{0,20}\b(?:definitions?|schemas?|list|names?|parameters)\b|\brecord_lead\b/,
    ],
  ],
  [
    'role',
    [
      /\byou(?:'re| are) (?:now|no longer)\b|\byou(?:'re| are) (?:a|an|my) \w+ now\b/,
      /\b(?:act|behave|respond|answer|talk|speak|reply|write) (?:as|like) (?:an?|the|my) (?!(?:it|sales|technical|cloud|security|senior)\b|(?:consultant|advisor|adviser|partner|msp|expert|professional)\b)\w+/,
      /\bpretend (?:to be|you(?:'re| are)|that you)\b/,
      /\b(?:role-?play|play the role|take on the role|new persona|switch (?:roles?|personas?)|change your (?:role|persona|personality|name))\b/,
      /\bimpersonate\b/,
      /\bstay in character\b/,
    ],
  ],
  [
    'other-visitors',
    [
      /\b(?:other|previous|last|earlier|another|different|all the other|the other) (?:visitors?|users? of (?:this|the) chat|chat users?|chatters?|sessions?|people (?:who|that) (?:chatted|wrote|asked|visited))\b/,
      /\b(?:other|previous|last|earlier|another|different) (?:customers?|clients?|people|persons?|leads?|users?)(?:'s|s')?\b[^.?!]{0,30}\b(?:conversations?|chats?|messages?|transcripts?|e-?mails?|e-?mail address(?:es)?|contact (?:details|info|information)|phone numbers?|names?)\b/,
      /\b(?:conversations?|chats?|messages?|transcripts?|e-?mails?|contact details|phone numbers)\b[^.?!]{0,30}\b(?:of|from|with|by) (?:other|previous|another|different|all|your other) (?:visitors?|users?|customers?|clients?|people|leads?)\b/,
      /\bwho else (?:has |have )?(?:chatted|talked|asked|written|messaged)\b/,
      /\bwhat did (?:the )?(?:last|previous|other|another|first) (?:person|visitor|user|customer|client|guy|lady)\b/,
      /\b(?:chat logs?|chat transcripts?|conversation logs?|conversation history of|your database|your (?:lead|customer|client|contact) list|list of (?:your )?(?:leads|customers|clients|visitors)|all (?:your )?(?:leads|visitors|e-?mails you have))\b/,
    ],
  ],
  [
    'markup',
    [
      /<\|?(?:im_start|im_end|system|endoftext|assistant|user)\|?>/,
      /\[(?:\/)?(?:system|inst|sys)\]|<<\/?sys>>|<\/?(?:system|instructions?)>/,
      /(?:^|\n|\s)#{2,}\s*(?:system|instructions?|new rules)\b/,
      /(?:^|\n)\s*(?:system|developer|admin)\s*:[^.?!]{0,60}\b(?:you|ignore|instructions?|reveal|prompt|override|rules?|new|assistant)\b/,
      /\bbegin (?:system|new) (?:prompt|instructions?|message)\b/,
    ],
  ],
];

/**
 * Screens one visitor message for prompt injection.
 *
 * @param message the message as typed
 * @returns whether an attempt was found and of which kinds
 */
export function detectInjection(message: string): InjectionCheck {
  const text = normalise(message);
  const raw = message.toLowerCase();
  const kinds = PATTERNS.filter(
    ([, patterns]) => matchesAny(text, patterns) || matchesAny(raw, patterns),
  ).map(([kind]) => kind);
  return { detected: kinds.length > 0, kinds };
}

/**
 * The built-in engine's answer to a detected attempt (and the OpenAI engine's replacement for an answer that
 * would leak its instructions): a polite refusal that keeps the role, says nothing about the instructions or
 * anyone else, and steers back to the visitor's IT needs with one question.
 *
 * @param kinds what the attempt tried, to word the refusal; any order
 */
export function injectionRefusal(kinds: readonly InjectionKind[] = []): string {
  const opening = kinds.includes('other-visitors')
    ? "I can't share anything about other visitors or their conversations: each chat is private, and I only see this one."
    : "I'm not able to change how I work or share my internal instructions, but I'm happy to keep helping as Northline IT's assistant.";
  return `${opening} I can answer questions about managed IT, cybersecurity, cloud, IT consulting, backup and help desk support, or you can call us at ${PHONE}. What IT challenge can I help your business with today?`;
}
