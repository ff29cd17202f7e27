import { destructiveTone, focusOutline, inputBox, mq, vars, visuallyHiddenRule } from '@northline/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The booking pages' look (docs/decisions/035). Their content is HTML the API renders at request time into the
 * element marked `data-meeting-slot` (apps/api src/routes/meeting-pages.ts), so its parts are styled through the
 * classes that HTML uses (`mb-…`), under the element's own class. The focus outline, the hidden legend, the
 * inputs' box and the alert's tone are the design system's shared rules, as in the staff app's forms.
 */
export const page = style({
  paddingBlock: vars.space[12],
  '@media': { [mq.md]: { paddingBlock: vars.space[16] } },
});

/** The element the API fills. */
export const slot = style({ display: 'grid', gap: vars.space[4] });

/** `selector` (a list, comma-separated) under the filled element. */
const under = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${slot} ${part.trim()}`)
    .join(', ');

globalStyle(under('.mb-eyebrow'), {
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
/** A heading's type at `fontSize`: no margin, tight lines, the strong text colour. */
const heading = (fontSize: string) => ({
  margin: 0,
  fontSize,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textStrong,
});
globalStyle(under('h1'), heading(vars.fontSize['3xl']));
globalStyle(under('h2'), { ...heading(vars.fontSize.xl), marginBottom: vars.space[2] });
globalStyle(under('p'), { margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });
globalStyle(under('.mb-intro'), { fontSize: vars.fontSize.lg });
globalStyle(under('.mb-note'), { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(under('a:not(.mb-button)'), {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
globalStyle(under('.mb-phone'), { whiteSpace: 'nowrap', fontWeight: vars.fontWeight.semibold });

globalStyle(under('.mb-form'), { display: 'grid', gap: vars.space[6] });
globalStyle(under('fieldset'), { margin: 0, padding: 0, border: 0, minWidth: 0 });
globalStyle(under('.mb-times, .mb-details'), { display: 'grid', gap: vars.space[4] });
/** A fieldset's legend: semibold in the strong text colour, a small space below. */
const legend = {
  padding: 0,
  marginBottom: vars.space[2],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
};
globalStyle(under('.mb-times > legend, .mb-details > legend'), { ...legend, fontSize: vars.fontSize.xl });
globalStyle(under('.mb-dates'), { display: 'grid', gap: vars.space[2] });
globalStyle(under('.mb-date'), {
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});
/** A day of the list: a full-width row to open, the day on the left and its number of times on the right. */
globalStyle(under('.mb-date > summary'), {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: vars.size.touch,
  paddingInline: vars.space[3],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
  cursor: 'pointer',
  listStyle: 'none',
});
globalStyle(under('.mb-date > summary::-webkit-details-marker'), { display: 'none' });
globalStyle(under('.mb-date > summary::after'), { content: '"▸" / ""', color: vars.color.textMuted });
globalStyle(under('.mb-date[open] > summary::after'), { content: '"▾" / ""' });
globalStyle(under('.mb-date > summary:focus-visible'), focusOutline);
globalStyle(under('.mb-date-count'), {
  marginInlineStart: 'auto',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(under('.mb-date > .mb-day'), { padding: vars.space[3], paddingTop: 0 });
globalStyle(under('.mb-slots'), {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: vars.space[2],
});
globalStyle(under('.mb-slot'), {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.touch,
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
});
globalStyle(under('.mb-slot:hover'), { borderColor: vars.color.primary });
globalStyle(under('.mb-slot:has(input:checked)'), {
  borderColor: vars.color.primary,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(under('.mb-slot span'), { whiteSpace: 'nowrap' });
globalStyle(under('.mb-sr-only'), visuallyHiddenRule);
globalStyle(under('.mb-slot input'), { margin: 0, accentColor: vars.color.primary, width: 18, height: 18 });
globalStyle(under('.mb-slot:has(input:focus-visible)'), focusOutline);

globalStyle(under('.mb-field'), { display: 'grid', gap: vars.space[1] });
globalStyle(under('.mb-field label'), { fontWeight: vars.fontWeight.medium, color: vars.color.textStrong });
globalStyle(under('.mb-field input'), {
  ...inputBox,
  display: 'block',
  width: '100%',
  minHeight: '48px',
  paddingInline: vars.space[3],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  backgroundColor: vars.color.surfaceRaised,
});
globalStyle(under('.mb-field input:focus-visible'), { ...focusOutline, borderColor: vars.color.primary });
globalStyle(under('.mb-field input[aria-invalid="true"]'), {
  borderColor: vars.color.errorText,
  boxShadow: `inset 0 0 0 1px ${vars.color.errorText}`,
});
globalStyle(under('.mb-error'), { color: vars.color.errorText, fontSize: vars.fontSize.sm });

globalStyle(under('.mb-alert, .mb-status'), {
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
});
globalStyle(under('.mb-alert'), { ...destructiveTone, borderColor: vars.color.destructive });
globalStyle(under('.mb-alert p, .mb-alert li, .mb-alert a'), { color: vars.color.onDestructiveSubtle });
globalStyle(under('.mb-alert ul'), { margin: 0, marginTop: vars.space[2], paddingLeft: vars.space[5] });
globalStyle(under('.mb-status'), {
  backgroundColor: vars.color.successSubtle,
  borderColor: vars.color.success,
});
globalStyle(under('.mb-status p'), { color: vars.color.onSuccessSubtle });

globalStyle(under('.mb-meeting'), {
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceTint,
});
globalStyle(under('.mb-meeting dt'), {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
globalStyle(under('.mb-meeting dd'), {
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});
globalStyle(under('.mb-section'), {
  display: 'grid',
  gap: vars.space[3],
  paddingTop: vars.space[6],
  marginTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(under('.mb-actions'), {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});
globalStyle(under('.mb-privacy'), { fontSize: vars.fontSize.sm, color: vars.color.textMuted });

globalStyle(under('.mb-button'), {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  justifySelf: 'start',
  minHeight: vars.size.touch,
  paddingInline: vars.space[6],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});
globalStyle(under('.mb-button:hover'), { backgroundColor: vars.color.primaryHover });
globalStyle(under('.mb-button:focus-visible'), focusOutline);
globalStyle(under('.mb-button.mb-secondary'), {
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});
globalStyle(under('.mb-button.mb-danger'), {
  backgroundColor: vars.color.destructive,
  color: vars.color.onDestructive,
});
