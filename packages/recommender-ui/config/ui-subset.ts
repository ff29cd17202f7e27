/**
 * What the recommender components use of `@northline/ui`, re-exported from the modules that define it. The
 * package's own build (vite.config.ts) resolves `@northline/ui` to this file: bundlers keep every side-effect
 * CSS module reachable from an entry, so going through ui's index would put the CSS of all its components
 * (toast, FAQ, hero...) into dist/style.css. Source files still import `@northline/ui`; a name missing here
 * fails the build.
 */
export { Badge } from '../../ui/src/badge/badge.tsx';
export { Button } from '../../ui/src/button/button.tsx';
export { Card } from '../../ui/src/card/card.tsx';
export { Field } from '../../ui/src/field/field.tsx';
export { Heading } from '../../ui/src/heading/heading.tsx';
export { mq, pillToggle, pillTogglePressed } from '../../ui/src/styles/mixins.ts';
export { vars } from '../../ui/src/styles/theme.css.ts';
