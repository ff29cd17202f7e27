/**
 * @northline/ui: the design system of the Northline IT site. Theme tokens (vanilla-extract, CSS
 * variables) and accessible components. The single public entry: what is not exported here is private.
 *
 * Consumers compile the `.css.ts` files at build time with `@vanilla-extract/vite-plugin`.
 */

export { BACK_TO_TOP_THRESHOLD_PX, BackToTop, type BackToTopProps } from './back-to-top/back-to-top.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge.tsx';
export {
  Button,
  type ButtonAsButtonProps,
  type ButtonAsChildProps,
  type ButtonAsLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button/button.tsx';
export { Card, type CardProps, type CardVariant } from './card/card.tsx';
export { Container, type ContainerProps } from './container/container.tsx';
export { Faq, type FaqItem, type FaqProps } from './faq/faq.tsx';
export { FeatureCard, type FeatureCardProps } from './feature-card/feature-card.tsx';
export {
  Field,
  type FieldInputProps,
  type FieldProps,
  type FieldSelectProps,
  type FieldTextareaProps,
} from './field/field.tsx';
export { FieldError, type FieldErrorProps } from './field-error/field-error.tsx';
export { Grid, type GridProps } from './grid/grid.tsx';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './heading/heading.tsx';
export { Hero, type HeroProps } from './hero/hero.tsx';
export { Input, type InputProps } from './input/input.tsx';
export { Label, type LabelProps } from './label/label.tsx';
export { LogoMark, type LogoMarkProps } from './logo/logo.tsx';
export { formatPrice, PriceTag, type PriceTagProps } from './price-tag/price-tag.tsx';
export { Section, type SectionProps, type SectionTone } from './section/section.tsx';
export { Select, type SelectOption, type SelectProps } from './select/select.tsx';
export {
  type FooterContact,
  type FooterHours,
  type FooterLinkGroup,
  SiteFooter,
  type SiteFooterProps,
} from './site-footer/site-footer.tsx';
export {
  type NavLink,
  type PhoneLink,
  SiteHeader,
  type SiteHeaderLabels,
  type SiteHeaderProps,
} from './site-header/site-header.tsx';
export { SkipLink, type SkipLinkProps } from './skip-link/skip-link.tsx';
export { type Stat, StatBand, type StatBandProps } from './stat-band/stat-band.tsx';
export { type Step, StepList, type StepListProps } from './step-list/step-list.tsx';
export { type ContrastPair, contrastPairs, contrastRatio, lightOnlyPairs } from './styles/contrast.ts';
export {
  bareList,
  destructiveTone,
  focusOutline,
  inputBox,
  mq,
  pillToggle,
  pillTogglePressed,
  visuallyHiddenRule,
  wrapRow,
} from './styles/mixins.ts';
export { darkThemeClass, inverseThemeClass, urgentThemeClass, vars } from './styles/theme.css.ts';
export { breakpoints, type ColorTokens, type ThemeName, themes } from './styles/tokens.ts';
export { Testimonial, type TestimonialProps } from './testimonial/testimonial.tsx';
export { Text, type TextProps } from './text/text.tsx';
export { Textarea, type TextareaProps } from './textarea/textarea.tsx';
export {
  preloadToastRegion,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastApi,
  type ToastHandle,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastState,
  type ToastVariant,
  useToast,
} from './toast/toast.tsx';
export {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  Tooltip,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
} from './tooltip/tooltip.tsx';
