/**
 * What the Reports page asks a chart to draw, free of any chart library: the page builds these from the report
 * and the chart module (report-chart.tsx, loaded on demand) draws them.
 */

/** `columns`: vertical bars over weeks; `bars`: horizontal bars over labelled categories; `line`: lines over weeks. */
export type ChartKind = 'columns' | 'bars' | 'line';

/** One series: its name (the legend) and one value per category (null: no value, a gap). */
export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
}

/** A chart: its kind, its categories (week labels or names) and one or two series. */
export interface ChartSpec {
  kind: ChartKind;
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** The value axis' top when fixed (100 for a percentage); from the data when absent. */
  max?: number;
}
