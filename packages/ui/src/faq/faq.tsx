import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import * as styles from './faq.css.ts';

export interface FaqItem {
  question: string;
  answer: ReactNode;
  /** Stable value for `defaultOpen`; defaults to the question. */
  id?: string;
}

export interface FaqProps {
  items: readonly FaqItem[];
  /** Heading level wrapping each question. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Allow several answers open at once. Default `false` (one at a time, collapsible). */
  multiple?: boolean;
  /** Ids (or questions) open on first render. */
  defaultOpen?: readonly string[];
  className?: string;
}

/**
 * Questions and answers on a Radix accordion: each question is a button inside a heading, operable with
 * Enter/Space, Up/Down, Home/End. Closed answers stay in the document (not displayed), so prerendered HTML
 * holds every answer. Pair it with FAQ structured data from `@northline/seo`.
 */
export function Faq({ items, headingLevel = 3, multiple = false, defaultOpen = [], className }: FaqProps) {
  const Tag = `h${headingLevel}` as const;
  const body = items.map((item) => {
    const value = item.id ?? item.question;
    return (
      <Accordion.Item key={value} value={value} className={styles.item}>
        <Accordion.Header asChild>
          <Tag className={styles.header}>
            <Accordion.Trigger className={styles.trigger}>
              {item.question}
              <ChevronDown className={styles.chevron} aria-hidden="true" />
            </Accordion.Trigger>
          </Tag>
        </Accordion.Header>
        {/* Mounted while closed (hidden): the answers are in the prerendered HTML for search engines. */}
        <Accordion.Content forceMount className={styles.content}>
          <div className={styles.answer}>{item.answer}</div>
        </Accordion.Content>
      </Accordion.Item>
    );
  });
  return multiple ? (
    <Accordion.Root type="multiple" defaultValue={[...defaultOpen]} className={cx(styles.root, className)}>
      {body}
    </Accordion.Root>
  ) : (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpen[0]}
      className={cx(styles.root, className)}
    >
      {body}
    </Accordion.Root>
  );
}
