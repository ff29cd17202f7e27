import type { ChatbotDemoPage } from '@northline/content';
import type { ChatReply, LeadQuality, VisitorSession } from '@northline/schemas';
import { SESSION_TOKEN_HEADER } from '@northline/schemas/constants';
import { Badge, Button, Card, Field, Heading, Text } from '@northline/ui';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { postJson } from '../../lib/api.ts';
import * as styles from './chat-demo.css.ts';

/** The demo's states (specification §4 "Chatbot demo"): idle, sending, then an error box or the response. */
export type ChatDemoState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'error'; message: string }
  | { status: 'response'; reply: ChatReply };

/** Props of {@link ChatDemoConsole}. */
export interface ChatDemoConsoleProps {
  /** The page copy (content's `chatbotDemoPage`). */
  copy: ChatbotDemoPage;
}

const QUALITY_TONE: Record<LeadQuality, 'hot' | 'warm' | 'cold'> = { hot: 'hot', warm: 'warm', cold: 'cold' };

/** §8: the error's message, or 'Unknown error'. */
function messageOf(error: unknown, unknown: string): string {
  return error instanceof Error && error.message.trim() ? error.message : unknown;
}

/**
 * The chatbot demo (specification §2 "Chatbot demo", §4, §7, §8): a test message box (default: a law firm's
 * cybersecurity question), the read-only session id (prefix `demo`, issued by the API after hydration:
 * `POST /api/sessions`), the send button, eight quick examples that fill the box, and the
 * response panel (response, lead quality, interested services) or the 'Error:' box. Sends `POST /api/chat` with
 * the session's token and the demo visitor's name, company and email (§7); no validation (§5).
 */
export function ChatDemoConsole({ copy }: ChatDemoConsoleProps) {
  const id = useId();
  const [message, setMessage] = useState(copy.defaultMessage);
  // Issued after hydration: a prerendered id would be shared by every visitor.
  const [sessionId, setSessionId] = useState('');
  const [state, setState] = useState<ChatDemoState>({ status: 'idle' });
  const session = useRef<Promise<VisitorSession> | null>(null);
  /** The demo's session: asked for once; asked again on the next send if that failed. */
  const demoSession = useCallback(() => {
    if (!session.current) {
      const started = postJson<VisitorSession>('/api/sessions', { prefix: 'demo' });
      session.current = started;
      started.then(
        (issued) => setSessionId(issued.sessionId),
        () => {
          if (session.current === started) session.current = null;
        },
      );
    }
    return session.current;
  }, []);
  useEffect(() => {
    demoSession().catch(() => undefined);
  }, [demoSession]);

  const sending = state.status === 'sending';
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setState({ status: 'sending' });
    try {
      const { sessionId: id, sessionToken } = await demoSession();
      const reply = await postJson<ChatReply>(
        '/api/chat',
        { message, sessionId: id, visitorInfo: { ...copy.demoVisitor } },
        { headers: { [SESSION_TOKEN_HEADER]: sessionToken } },
      );
      setState({ status: 'response', reply });
    } catch (error) {
      setState({ status: 'error', message: messageOf(error, copy.response.unknownError) });
    }
  };

  const { response } = copy;
  return (
    <div className={styles.layout}>
      <Card padding="lg">
        <form className={styles.form} onSubmit={send}>
          <Field
            as="textarea"
            id={`${id}-message`}
            label={copy.messageLabel}
            rows={5}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Field
            id={`${id}-session`}
            label={copy.sessionLabel}
            value={sessionId}
            readOnly
            controlClassName={styles.sessionInput}
          />
          <Button type="submit" loading={sending} disabled={!sessionId}>
            {sending ? copy.send.sending : copy.send.idle}
          </Button>
        </form>
        <div className={styles.examplesBlock}>
          <Heading level={2} size="md">
            {copy.examples.title}
          </Heading>
          <ul className={styles.examples}>
            {copy.examples.messages.map((example) => (
              <li key={example}>
                <Button
                  variant="outline"
                  size="sm"
                  className={styles.example}
                  aria-pressed={message === example}
                  onClick={() => setMessage(example)}
                >
                  {example}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </Card>

      <Card padding="lg" as="section" aria-labelledby={`${id}-response`}>
        <div className={styles.stack} aria-live="polite" aria-busy={sending}>
          <Heading level={2} size="lg" id={`${id}-response`}>
            {response.title}
          </Heading>
          {state.status === 'idle' && <Text tone="muted">{response.empty}</Text>}
          {state.status === 'sending' && <Text tone="muted">{copy.send.sending}</Text>}
          {state.status === 'error' && (
            <div className={styles.errorBox} data-testid="chat-demo-error">
              <span className={styles.errorPrefix}>{response.errorPrefix}</span> {state.message}
            </div>
          )}
          {state.status === 'response' && (
            <>
              <Text className={styles.response} data-testid="chat-demo-response">
                {state.reply.response}
              </Text>
              <dl className={styles.facts}>
                <dt className={styles.term}>{response.leadQuality}</dt>
                <dd className={styles.definition}>
                  <Badge tone={QUALITY_TONE[state.reply.leadQuality]} size="sm" className={styles.quality}>
                    {state.reply.leadQuality}
                  </Badge>
                </dd>
                <dt className={styles.term}>{response.interestedServices}</dt>
                <dd className={styles.definition}>
                  {state.reply.interestedServices.length > 0
                    ? state.reply.interestedServices.map((service) => (
                        <Badge key={service} tone="primary" size="sm">
                          {service}
                        </Badge>
                      ))
                    : '—'}
                </dd>
              </dl>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
