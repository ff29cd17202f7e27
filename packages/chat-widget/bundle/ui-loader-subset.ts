/**
 * What the loader (src/loader.ts, `--mode loader`) takes of `@northline/ui`: the tokens and media queries of the
 * launcher's styles, and no component (their CSS would reach the loader; see ui-subset.ts).
 */
export { mq } from '@northline/ui/styles/mixins';
export { vars } from '@northline/ui/styles/theme.css';
