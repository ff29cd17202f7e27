/**
 * What the widget uses of `@northline/ui`, re-exported from its per-component entry points (`@northline/ui/<component>`). The package's own
 * build (vite.config.ts) resolves `@northline/ui` to this file: bundlers keep every side-effect CSS module
 * reachable from an entry, so going through ui's index would put the CSS of all its components (toast, FAQ,
 * hero...) into dist/style.css. Source files still import `@northline/ui`; a name missing here fails the build.
 */
export { Badge } from '@northline/ui/badge';
export { Button } from '@northline/ui/button';
export { Field } from '@northline/ui/field';
export { mq } from '@northline/ui/styles/mixins';
export { vars } from '@northline/ui/styles/theme.css';
