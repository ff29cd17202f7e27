import { notFoundPage } from '@northline/content';
import { notFoundMeta } from '@northline/seo';
import { Button, Container, Heading, Text } from '@northline/ui';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { linkProps } from '../lib/links.ts';
import * as styles from './not-found.css.ts';

/** Metadata of the 404 page: the title '404 Page Not Found', never indexed. */
export function meta() {
  return notFoundMeta({ siteUrl: SITE_URL });
}

/**
 * The 404 page (specification §2): the title '404 Page Not Found', a short hint and links back to the home page
 * and the services. Prerendered at /404; the server answers every unknown path with it and status 404.
 */
export default function NotFound() {
  return (
    <SiteShell route="home">
      <Container width="narrow" className={styles.page}>
        <Heading level={1} size="3xl">
          {notFoundPage.title}
        </Heading>
        <Text tone="muted" measure>
          {notFoundPage.hint}
        </Text>
        <div className={styles.actions}>
          {notFoundPage.links.map((link, index) => (
            <Button
              key={link.label}
              variant={index === 0 ? 'primary' : 'outline'}
              {...linkProps(link.target)}
            >
              {link.label}
            </Button>
          ))}
        </div>
      </Container>
    </SiteShell>
  );
}
