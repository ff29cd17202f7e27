/**
 * Blog and resources (specification §2 "Blog / resources"): category chips with fixed counts (the search and the
 * chips filter the listed articles), one featured and six recent articles, four free resources and the newsletter box.
 * Full articles and downloads are not written yet: every card links to its own anchor and says 'coming soon'.
 */
import type { RouteKey } from './routes.ts';
import type { DisplayDate, Hero, IconName, SectionCopy } from './types.ts';

/** Ids of the blog categories, 'all' first. */
export const BLOG_CATEGORY_IDS = [
  'all',
  'cybersecurity',
  'cloud-solutions',
  'it-management',
  'business-tips',
] as const;

/** One of {@link BLOG_CATEGORY_IDS}. */
export type BlogCategoryId = (typeof BLOG_CATEGORY_IDS)[number];

/** A category chip. */
export interface BlogCategory {
  /** Stable id. */
  id: BlogCategoryId;
  /** Label: 'Cybersecurity'. */
  name: string;
  /** Number of articles shown on the chip (§2: All 24, Cybersecurity 8, Cloud Solutions 6, IT Management 5, Business Tips 5). */
  count: number;
}

/** An article card. */
export interface BlogArticle {
  /** Anchor id on /blog, kebab-case and unique (links go to real anchors, never dead ones). */
  slug: string;
  /** Category (never 'all'). */
  category: Exclude<BlogCategoryId, 'all'>;
  /** Headline. */
  title: string;
  /** Two-sentence summary. */
  summary: string;
  /** Publication date. */
  date: DisplayDate;
  /** Reading time in minutes. */
  readMinutes: number;
  /** Author's name (a member of the leadership team). */
  author: string;
}

/** A free resource card. */
export interface BlogResource {
  /** Anchor id on /blog. */
  slug: string;
  /** Title. */
  title: string;
  /** One sentence on what it contains. */
  description: string;
  /** Format, as shown: 'PDF checklist, 12 pages'. */
  format: string;
  /** lucide-react icon name. */
  icon: IconName;
}

/** The blog page (§2). */
export interface BlogPage {
  /** Route key: 'blog'. */
  route: RouteKey;
  hero: Hero;
  /**
   * Search box: label and placeholder; it filters articles by title and summary as the visitor types.
   * `categoriesLabel` names the group of category chips; `shown` words the live count of listed articles
   * (see {@link articlesShownLabel}).
   */
  search: {
    label: string;
    placeholder: string;
    noResults: string;
    categoriesLabel: string;
    shown: { one: string; other: string };
  };
  /** Category chips in display order; the counts are fixed (§2). */
  categories: readonly BlogCategory[];
  /** The featured article. */
  featured: SectionCopy & { article: BlogArticle };
  /** Six recent articles. */
  recent: SectionCopy & { articles: readonly BlogArticle[] };
  /** Four free resources. */
  resources: SectionCopy & { items: readonly BlogResource[] };
  /** Labels of read and download links, the 'coming soon' marker (no dead links) and the read-time suffix ('9 min read'). */
  linkLabels: { read: string; download: string; comingSoon: string; readTimeSuffix: string };
  /** Newsletter box (explicit, unticked consent: CASL requires express consent). */
  newsletter: {
    title: string;
    text: string;
    emailLabel: string;
    emailPlaceholder: string;
    consentLabel: string;
    submit: string;
    submitting: string;
    success: { title: string; description: string };
    invalidEmail: string;
    consentRequired: string;
    failure: { title: string; description: string };
  };
}

const date = (iso: string, display: string): DisplayDate => ({ iso, display });

/** Blog page copy and articles (§2 "Blog / resources"). */
export const blogPage: BlogPage = {
  route: 'blog',
  hero: {
    eyebrow: 'Blog & Resources',
    title: 'Practical IT advice for GTA businesses',
    subtitle:
      'Short, plain-language articles on security, cloud and IT management, written by our engineers.',
    ctas: [{ label: 'Subscribe to the newsletter', target: { kind: 'anchor', id: 'newsletter' } }],
  },
  search: {
    label: 'Search articles',
    placeholder: 'Search articles...',
    noResults: 'No articles match your search. Try another word or pick a category.',
    categoriesLabel: 'Filter articles by category',
    shown: { one: 'article shown', other: 'articles shown' },
  },
  categories: [
    { id: 'all', name: 'All', count: 24 },
    { id: 'cybersecurity', name: 'Cybersecurity', count: 8 },
    { id: 'cloud-solutions', name: 'Cloud Solutions', count: 6 },
    { id: 'it-management', name: 'IT Management', count: 5 },
    { id: 'business-tips', name: 'Business Tips', count: 5 },
  ],
  featured: {
    title: 'Featured article',
    article: {
      slug: 'ransomware-defence-plan-2025',
      category: 'cybersecurity',
      title: 'Ransomware in 2025: a practical defence plan for small GTA businesses',
      summary:
        'Ransomware gangs now target 20-person firms because they pay. Here are the seven controls that stop most attacks, what each costs and which to do first.',
      date: date('2025-01-08', 'January 8, 2025'),
      readMinutes: 9,
      author: 'Aisha Rahman',
    },
  },
  recent: {
    title: 'Recent articles',
    articles: [
      {
        slug: 'phishing-emails-gta-offices',
        category: 'cybersecurity',
        title: 'Five phishing emails that fooled GTA offices last year',
        summary:
          'Fake courier notices, invoice changes and shared-document alerts. Real examples, with the small details that give them away.',
        date: date('2024-12-18', 'December 18, 2024'),
        readMinutes: 6,
        author: 'Aisha Rahman',
      },
      {
        slug: 'microsoft-365-or-google-workspace',
        category: 'cloud-solutions',
        title: 'Microsoft 365 or Google Workspace? A decision guide for 10-50-person firms',
        summary:
          'Both are good. The right one depends on your software, your documents and how your team works. A one-page comparison with prices in CAD.',
        date: date('2024-12-10', 'December 10, 2024'),
        readMinutes: 7,
        author: 'Sofia Ferreira',
      },
      {
        slug: 'what-managed-it-plan-covers',
        category: 'it-management',
        title: 'What a $99 per user managed IT plan covers, and what it does not',
        summary:
          'Help desk, monitoring, patching and security are in. Projects, hardware and on-site installs are quoted. Here is where the line falls and why.',
        date: date('2024-12-03', 'December 3, 2024'),
        readMinutes: 5,
        author: 'David Liu',
      },
      {
        slug: 'it-budget-2025-worksheet',
        category: 'business-tips',
        title: 'Planning your 2025 IT budget: a one-page worksheet for Ontario businesses',
        summary:
          'What to set aside for laptops, licences, security and support, with typical per-employee figures for firms of 10 to 200 people.',
        date: date('2024-11-26', 'November 26, 2024'),
        readMinutes: 6,
        author: 'Michael Brennan',
      },
      {
        slug: 'phipa-plain-words-clinics',
        category: 'cybersecurity',
        title: 'PHIPA in plain words: what Ontario clinics must do with patient data',
        summary:
          'Who may see a chart, what to log, when a breach must be reported and what your IT provider should set up for you.',
        date: date('2024-11-19', 'November 19, 2024'),
        readMinutes: 8,
        author: 'Aisha Rahman',
      },
      {
        slug: 'office-server-to-cloud-checklist',
        category: 'cloud-solutions',
        title: 'Retiring the office server: a four-step cloud migration checklist',
        summary:
          'How to move files, email and apps off an ageing server over one weekend, and the questions to ask before you start.',
        date: date('2024-11-12', 'November 12, 2024'),
        readMinutes: 7,
        author: 'Sofia Ferreira',
      },
    ],
  },
  resources: {
    title: 'Free resources',
    intro: 'Checklists and templates our engineers use with clients.',
    items: [
      {
        slug: 'it-security-checklist',
        title: 'IT Security Checklist for Small Businesses',
        description: 'Twenty-five checks you can run in an afternoon, ranked by risk.',
        format: 'PDF checklist, 12 pages',
        icon: 'list-checks',
      },
      {
        slug: 'cloud-migration-planning-guide',
        title: 'Cloud Migration Planning Guide',
        description: 'What to inventory, decide and test before moving to the cloud.',
        format: 'PDF guide, 18 pages',
        icon: 'cloud-upload',
      },
      {
        slug: 'disaster-recovery-plan-template',
        title: 'Disaster Recovery Plan Template',
        description:
          'A fill-in-the-blanks plan for what happens when your server, office or provider goes down.',
        format: 'Word template, 10 pages',
        icon: 'life-buoy',
      },
      {
        slug: 'it-budget-worksheet',
        title: 'IT Budget Planning Worksheet',
        description: 'A spreadsheet for a three-year IT budget with typical costs in CAD.',
        format: 'Excel workbook',
        icon: 'calculator',
      },
    ],
  },
  linkLabels: {
    read: 'Read article',
    download: 'Download',
    comingSoon: 'Coming soon',
    readTimeSuffix: 'min read',
  },
  newsletter: {
    title: 'Get one useful IT tip a month',
    text: 'Security alerts that matter to GTA businesses and practical advice. One email a month, unsubscribe any time.',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@company.ca',
    consentLabel:
      "Yes, send me the Northline IT newsletter. I can unsubscribe at any time. (Required by Canada's anti-spam law.)",
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    success: {
      title: 'Almost done',
      description:
        "Thanks. We'll send a confirmation link to your inbox: your subscription starts once you click it.",
    },
    invalidEmail: 'Please enter a valid email address',
    consentRequired: 'Please confirm you agree to receive our newsletter',
    failure: { title: 'Error', description: 'We could not subscribe you. Please try again.' },
  },
};

/** The read time as shown on a card: `readTimeLabel(9)` is '9 min read'. */
export function readTimeLabel(minutes: number): string {
  return `${minutes} ${blogPage.linkLabels.readTimeSuffix}`;
}

/** The live count of listed articles after filtering: `articlesShownLabel(1)` is '1 article shown'. */
export function articlesShownLabel(count: number): string {
  const { one, other } = blogPage.search.shown;
  return `${count} ${count === 1 ? one : other}`;
}
