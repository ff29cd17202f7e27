import { company } from '@northline/content';
import { Container, Heading, Text } from '@northline/ui';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './confirmation-page.css.ts';
import { SiteShell } from './site-shell.tsx';

/** Props of {@link ConfirmationPage}: its copy, its one action, and what follows the phone line. */
export interface ConfirmationPageProps {
  /** The small line above the heading. */
  eyebrow: string;
  /** The page's one `h1`. */
  title: string;
  /** What was done, in a sentence or two. */
  message: string;
  /** The way on: a button link (back to the form, home). */
  action: ReactNode;
  /** The sentence before the main phone number. */
  callPrompt: string;
  /** What comes after the phone line (a contact form's offer to book the assessment). */
  children?: ReactNode;
}

/**
 * A page that confirms a form was sent (decision 003: where a native post's `303 See Other` lands): a check mark,
 * the eyebrow, the heading and the message, the action, and the main phone number for anything urgent. The
 * forms' thank-you pages and the booking's confirmation (`/book-assessment/booked`) are laid out with it.
 */
export function ConfirmationPage({
  eyebrow,
  title,
  message,
  action,
  callPrompt,
  children,
}: ConfirmationPageProps) {
  const phone = company.phones.main;
  return (
    <SiteShell>
      <Container width="narrow" className={styles.page}>
        <CircleCheck className={styles.icon} aria-hidden="true" />
        <p className={styles.eyebrow}>{eyebrow}</p>
        <Heading level={1} size="3xl">
          {title}
        </Heading>
        <Text size="lg" measure className={styles.message}>
          {message}
        </Text>
        <div className={styles.actions}>{action}</div>
        <Text tone="muted" className={styles.call}>
          {callPrompt} <a href={phone.href}>{phone.display}</a>.
        </Text>
        {children}
      </Container>
    </SiteShell>
  );
}
