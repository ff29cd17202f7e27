import { blogPage, routePath } from '@northline/content';
import { newsletterSubscriptionSchema, toFieldIssues } from '@northline/schemas';
import { leadFormRoute, type NativeForm } from './form-post.ts';

/** Checkbox values a browser posts for a ticked consent box: ours sends `true`, a default checkbox `on`. */
const TICKED = new Set(['true', 'on']);

/** The newsletter form posted without JavaScript (decision 003), sent to `/thank-you/newsletter`. */
function nativeNewsletterForm(fields: Record<string, string>): NativeForm {
  const copy = blogPage.newsletter;
  const values = {
    email: fields.email ?? '',
    ...(TICKED.has(fields.consent ?? '') ? { consent: true } : {}),
  };
  return {
    formPage: `${routePath(blogPage.route)}#newsletter`,
    labels: { email: copy.emailLabel, consent: copy.consentLabel },
    thankYou: '/thank-you/newsletter',
    check: () => {
      const checked = newsletterSubscriptionSchema.safeParse(values);
      return checked.success ? { values } : { issues: toFieldIssues(checked.error.issues) };
    },
  };
}

/**
 * REST adapter of `newsletter.subscribe` (issue 12): `POST /api/newsletter`, as JSON { email, consent: true, … }
 * (201 `{ id, message }`) or as a form posted without JavaScript (303 to `/thank-you/newsletter`, or an HTML page
 * with status 400 or 503); see `leadFormRoute`.
 */
export const newsletterRoutes = leadFormRoute({
  path: '/api/newsletter',
  submit: (caller, body) => caller.newsletter.subscribe(body as never),
  nativeForm: nativeNewsletterForm,
});
