import { chatResumePage, company } from '@northline/content';
import { buildMeta } from '@northline/seo';
import { Button, Container, Heading, Text } from '@northline/ui';
import { ChatResume } from '../components/chat/chat-resume.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { Island } from '../islands/island.tsx';
import { linkProps } from '../lib/links.ts';
import * as styles from './chat-resume.css.ts';

/** Metadata of `/chat/resume`: content's `chatResumePage.meta`, never indexed, no canonical link. */
export function meta() {
  return buildMeta(
    { title: chatResumePage.meta.title, description: chatResumePage.meta.description },
    { siteUrl: SITE_URL, indexable: false },
  );
}

/**
 * `/chat/resume#<code>`: the page the unseen-reply e-mail links to (apps/api conversations/chat-visitor-email.ts,
 * `RESUME_PATH`). Prerendered; its `chat-resume` island (components/chat/chat-resume.tsx) opens the conversation
 * in the chat widget. Without JavaScript it says the chat needs it and offers the phone.
 */
export default function ChatResumeRoute() {
  const phone = company.phones.main;
  return (
    <SiteShell>
      <Container width="narrow" className={styles.page}>
        <Heading level={1} size="3xl">
          {chatResumePage.title}
        </Heading>
        <Text tone="muted" measure className={styles.text}>
          {chatResumePage.intro}
        </Text>
        <div className={styles.text}>
          <Island name="chat-resume" component={ChatResume} props={{}} when="visible" />
        </div>
        <div className={styles.actions}>
          <Button {...linkProps(chatResumePage.home.target)}>{chatResumePage.home.label}</Button>
        </div>
        <Text tone="muted">
          {chatResumePage.callPrompt} <a href={phone.href}>{phone.display}</a>.
        </Text>
      </Container>
    </SiteShell>
  );
}
