/**
 * What a visitor's question is about, in the general vocabulary of business IT, and which of our services answers
 * each topic: the words are the field's common terms for a subject (a backup, an internet link, a camera), never a
 * visitor's phrasing. Used by answer-check.ts to tell a reply about the wrong service ('backup internet' answered
 * with data backup) from one about the right one. Pure and deterministic, no I/O.
 */
import { services } from '@northline/content';
import type { ServiceId } from '@northline/schemas';
import { normaliseFully } from './text.ts';

/** A subject a question may be about, with the words that name it and the services that answer it. */
interface Topic {
  /** Words and word pairs that name the subject (lower case; a plural is listed where it differs). */
  terms: readonly string[];
  /** The services whose page answers a question on the subject; none when we do not offer it. */
  answeredBy: readonly ServiceId[];
}

/**
 * The topics, by id. A subject we do not sell (telephony, websites, physical security, power) is listed with no
 * service, so a reply that pitches one of ours to it is caught.
 */
export const TOPICS = {
  'data-backup': {
    terms: [
      'backup',
      'backups',
      'back up',
      'backed up',
      'restore',
      'restores',
      'disaster recovery',
      'data recovery',
      'file recovery',
      'snapshot',
      'snapshots',
      'versioning',
      'archiving',
      'business continuity',
    ],
    answeredBy: ['backup-recovery'],
  },
  'internet-link': {
    terms: [
      'internet',
      'isp',
      'broadband',
      'fibre',
      'fiber',
      'satellite',
      'lte',
      '4g',
      '5g',
      'cellular',
      'wan',
      'sd-wan',
      'bandwidth',
      'uplink',
      'modem',
      'wifi',
      'wi-fi',
      'connectivity',
    ],
    answeredBy: ['managed-it'],
  },
  'cyber-security': {
    terms: [
      'cybersecurity',
      'cyber',
      'security',
      'ransomware',
      'phishing',
      'malware',
      'virus',
      'viruses',
      'antivirus',
      'firewall',
      'firewalls',
      'mfa',
      '2fa',
      'breach',
      'hacker',
      'hackers',
      'hacked',
      'encryption',
      'penetration test',
      'pen test',
    ],
    answeredBy: ['cybersecurity', 'managed-it'],
  },
  'physical-security': {
    terms: [
      'camera',
      'cameras',
      'cctv',
      'surveillance',
      'alarm',
      'alarms',
      'keycard',
      'keycards',
      'intercom',
      'door access',
      'guard',
      'guards',
    ],
    answeredBy: [],
  },
  cloud: {
    terms: [
      'cloud',
      'azure',
      'aws',
      'sharepoint',
      'onedrive',
      'microsoft 365',
      'office 365',
      'migration',
      'saas',
    ],
    answeredBy: ['cloud-solutions', 'managed-it'],
  },
  'end-user-support': {
    terms: [
      'printer',
      'printers',
      'password',
      'passwords',
      'outlook',
      'laptop',
      'laptops',
      'desktop',
      'desktops',
      'ticket',
      'tickets',
      'helpdesk',
      'help desk',
      'onboarding',
      'offboarding',
      'new hire',
      'new hires',
    ],
    answeredBy: ['help-desk', 'managed-it'],
  },
  strategy: {
    terms: ['roadmap', 'strategy', 'budget', 'budgeting', 'vendor', 'vendors', 'cio', 'vcio', 'it planning'],
    answeredBy: ['it-consulting'],
  },
  telephony: {
    terms: [
      'voip',
      'pbx',
      'telephony',
      'phone system',
      'phone systems',
      'desk phone',
      'desk phones',
      'phone lines',
    ],
    answeredBy: [],
  },
  web: {
    terms: [
      'website',
      'websites',
      'web design',
      'web designer',
      'seo',
      'wordpress',
      'ecommerce',
      'e-commerce',
    ],
    answeredBy: [],
  },
  power: {
    terms: ['generator', 'generators', 'ups', 'battery backup', 'power outage', 'power outages'],
    answeredBy: [],
  },
} as const satisfies Record<string, Topic>;

/** A topic's id. */
export type TopicId = keyof typeof TOPICS;

/** The words of a text, normalised ({@link normaliseFully}), split on anything but letters, digits and hyphens. */
function wordsOf(text: string): string[] {
  return normaliseFully(text)
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && word !== '-');
}

/** Every term, by its first word: the longer terms first, so 'battery backup' wins over a lone 'backup'. */
const TERMS_BY_FIRST_WORD: ReadonlyMap<string, readonly { words: string[]; topic: TopicId }[]> = (() => {
  const map = new Map<string, { words: string[]; topic: TopicId }[]>();
  for (const [topic, { terms }] of Object.entries(TOPICS) as [TopicId, Topic][]) {
    for (const term of terms) {
      const words = term.split(' ');
      const first = words[0] as string;
      map.set(first, [...(map.get(first) ?? []), { words, topic }]);
    }
  }
  for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length);
  return map;
})();

/**
 * The topics a text is about, in the order first named. A term directly followed by a term of another topic
 * modifies it and yields to it, as the head of an English compound is its last noun: 'backup internet' is an
 * internet link, 'security cameras' are cameras, 'cloud backup' is a backup.
 *
 * @param text what the visitor typed (any case, accents, punctuation)
 */
export function topicsOf(text: string): TopicId[] {
  const words = wordsOf(text);
  const found: { topic: TopicId; start: number; end: number }[] = [];
  for (let index = 0; index < words.length; ) {
    const candidates = TERMS_BY_FIRST_WORD.get(words[index] as string) ?? [];
    const match = candidates.find((term) => term.words.every((word, at) => words[index + at] === word));
    if (match) {
      found.push({ topic: match.topic, start: index, end: index + match.words.length });
      index += match.words.length;
    } else {
      index += 1;
    }
  }
  const heads = found.filter((term, at) => {
    const next = found[at + 1];
    return !(next && next.start === term.end && next.topic !== term.topic);
  });
  return [...new Set(heads.map((term) => term.topic))];
}

/** The services that answer any of the topics. */
export function servicesAnswering(topics: readonly TopicId[]): Set<ServiceId> {
  return new Set(topics.flatMap((topic) => [...TOPICS[topic].answeredBy]));
}

/** A service's names as a reply writes them ('backup and recovery' for 'Backup & Recovery'), as whole words. */
const SERVICE_NAMES: readonly { id: ServiceId; pattern: RegExp }[] = services.map((service) => {
  const names = [...new Set([service.name, service.shortName])].map((name) =>
    normaliseFully(name)
      .replace(/&/g, 'and')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return { id: service.id, pattern: new RegExp(`(?<!\\p{L})(?:${names.join('|')})(?!\\p{L})`, 'u') };
});

/** The services whose page a path is ('/cybersecurity' → cybersecurity). */
const SERVICE_BY_PATH: ReadonlyMap<string, ServiceId> = new Map(
  services.flatMap((service) => (service.route ? [[`/${service.route}`, service.id] as const] : [])),
);

/**
 * The services a reply is about: those whose name it says ('Backup and recovery starts at …') and those whose page
 * it cites.
 *
 * @param response the reply's text
 * @param citedPaths the paths of the pages it cites
 */
export function servicesOfReply(response: string, citedPaths: readonly string[]): Set<ServiceId> {
  const text = normaliseFully(response).replace(/&/g, 'and');
  const named = SERVICE_NAMES.filter(({ pattern }) => pattern.test(text)).map(({ id }) => id);
  const cited = citedPaths.flatMap((path) => {
    const id = SERVICE_BY_PATH.get(path);
    return id ? [id] : [];
  });
  return new Set([...named, ...cited]);
}
