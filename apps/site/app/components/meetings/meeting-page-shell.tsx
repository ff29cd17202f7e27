import { Container } from '@northline/ui';
import { SiteShell } from '../shared/site-shell.tsx';
import * as styles from './meeting-page.css.ts';

/**
 * The shell of a booking page the API fills (docs/decisions/035): the site's header, footer and styles around an
 * empty element marked `data-meeting-slot="page"`. The API answers the page's path with this prerendered HTML and
 * that element filled with its native form (apps/api `src/routes/meeting-pages.ts`); the form's look is
 * ./meeting-page.css.ts, through the class names of the API's HTML.
 */
export function MeetingPageShell() {
  return (
    <SiteShell>
      <Container width="narrow" className={styles.page}>
        <div className={styles.slot} data-meeting-slot="page" />
      </Container>
    </SiteShell>
  );
}
