import { style, styleVariants } from '@vanilla-extract/css';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
]);

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.xs, paddingBlock: '0.125rem', paddingInline: vars.space['2'] },
  md: { fontSize: vars.fontSize.sm, paddingBlock: vars.space['1'], paddingInline: vars.space['3'] },
});

const pair = (bg: string, fg: string) => ({ backgroundColor: bg, color: fg });

export const tone = styleVariants({
  neutral: { ...pair(vars.color.surfaceMuted, vars.color.text), borderColor: vars.color.border },
  primary: pair(vars.color.primarySubtle, vars.color.onPrimarySubtle),
  success: pair(vars.color.successSubtle, vars.color.onSuccessSubtle),
  warning: pair(vars.color.warningSubtle, vars.color.onWarningSubtle),
  danger: pair(vars.color.destructiveSubtle, vars.color.onDestructiveSubtle),
  hot: pair(vars.color.hotSubtle, vars.color.onHotSubtle),
  warm: pair(vars.color.warmSubtle, vars.color.onWarmSubtle),
  cold: pair(vars.color.coldSubtle, vars.color.onColdSubtle),
  high: pair(vars.color.highSubtle, vars.color.onHighSubtle),
  medium: pair(vars.color.mediumSubtle, vars.color.onMediumSubtle),
  low: pair(vars.color.lowSubtle, vars.color.onLowSubtle),
});

export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });
