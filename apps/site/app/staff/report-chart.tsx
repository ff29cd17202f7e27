/**
 * The Reports page's charts, drawn with uPlot (decision 044: the smallest of the maintained chart libraries; a
 * canvas, so the page's figure caption and data table carry the figures for assistive technology). Loaded on
 * demand by routes/staff/reports.tsx only: no other page ships it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSpec } from './report-chart-spec.ts';
import * as rcss from './reports.css.ts';

/** Height of a chart over weeks, in CSS pixels. */
const TIME_HEIGHT = 220;
/** Height of one category of a horizontal bar chart, and the room of its axes. */
const BAR_ROW = 30;
const BAR_AXES = 56;

/** The value of a chart colour's custom property (`var(--x)`, reports.css.ts) on an element, else `fallback`. */
function tokenColor(element: Element, token: string, fallback: string): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  if (!name) return fallback;
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** The value axis' steps: whole numbers only (counts, minutes, percentages). */
const VALUE_STEPS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 25_000, 50_000,
];

/** The colours of the series, in order (reports.css.ts). */
const SERIES_COLORS = [rcss.chartColors.first, rcss.chartColors.second];

/** A label shortened to `max` characters with an ellipsis. */
const clip = (label: string, max: number) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

/** The uPlot options of a spec at a width. */
function optionsOf(spec: ChartSpec, width: number, element: Element): uPlot.Options {
  const text = tokenColor(element, rcss.chartColors.text, '#475569');
  const grid = tokenColor(element, rcss.chartColors.grid, '#e2e8f0');
  const colors = SERIES_COLORS.map((color, index) =>
    tokenColor(element, color, index === 0 ? '#1e40af' : '#15803d'),
  );
  const horizontal = spec.kind === 'bars';
  const count = spec.categories.length;
  const font = '12px system-ui, sans-serif';
  const labelChars = Math.max(8, Math.floor(width / 22));
  const categoryAxis: uPlot.Axis = {
    scale: 'x',
    side: horizontal ? 3 : 2,
    stroke: text,
    font,
    grid: { show: false },
    ticks: { show: false },
    // One tick per category (or every other one, when they would crowd).
    incrs: [1, 2, 3, 4, 6, 12, 26, 52],
    space: horizontal ? BAR_ROW - 4 : 44,
    values: (_u, splits) =>
      splits.map((split) => {
        const label = Number.isInteger(split) ? spec.categories[split] : undefined;
        return label === undefined ? '' : clip(label, horizontal ? labelChars : 12);
      }),
    ...(horizontal
      ? {
          size: (_u, values) => {
            const longest = Math.max(0, ...(values ?? []).map((value) => String(value).length));
            return Math.min(Math.round(width * 0.45), 12 + longest * 7);
          },
        }
      : {}),
  };
  const valueAxis: uPlot.Axis = {
    scale: 'y',
    side: horizontal ? 0 : 3,
    stroke: text,
    font,
    grid: { stroke: grid, width: 1 },
    ticks: { show: false },
    incrs: VALUE_STEPS,
    values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? String(split) : '')),
    ...(horizontal ? { size: 28 } : { size: 44 }),
  };
  const bars = spec.kind !== 'line';
  const pair = spec.series.length > 1;
  return {
    width,
    height: horizontal ? Math.max(120, count * BAR_ROW * (pair ? 1.4 : 1) + BAR_AXES) : TIME_HEIGHT,
    pxAlign: 1,
    // The key is the component's own list (a canvas legend would repeat the cursor's values).
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: {
        time: false,
        range: () => [-0.5, count - 0.5],
        ...(horizontal ? { ori: 1 as const, dir: -1 as const } : {}),
      },
      y: {
        range: (_u, _min, max) => [0, spec.max ?? Math.max(1, Math.ceil(max * 1.1))],
        ...(horizontal ? { ori: 0 as const } : {}),
      },
    },
    axes: [categoryAxis, valueAxis],
    series: [
      {},
      ...spec.series.map(
        (series, index): uPlot.Series => ({
          label: series.label,
          stroke: colors[index] ?? colors[0],
          fill: bars ? (colors[index] ?? colors[0]) : undefined,
          width: bars ? 0 : 2,
          points: { show: !bars, size: 6, fill: colors[index] ?? colors[0] },
          spanGaps: false,
          ...(bars
            ? {
                paths: uPlot.paths.bars?.({
                  size: [pair ? 0.4 : 0.7, 48],
                  align: pair ? (index === 0 ? -1 : 1) : 0,
                }),
              }
            : {}),
        }),
      ),
    ],
  };
}

/**
 * One chart of a spec, as wide as its container and redrawn when the container's width changes, with a key when
 * it has two series. Decorative for assistive technology: the page hides it and gives the figure a caption and a
 * table.
 */
export default function ReportChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      spec.categories.map((_, index) => index),
      ...spec.series.map((series) => series.values.map((value) => value)),
    ];
    let width = Math.max(200, Math.floor(element.clientWidth));
    let plot = new uPlot(optionsOf(spec, width, element), data, element);
    const observer = new ResizeObserver(() => {
      const next = Math.max(200, Math.floor(element.clientWidth));
      if (next === width) return;
      width = next;
      // The label room depends on the width, so the chart is built again rather than resized.
      plot.destroy();
      plot = new uPlot(optionsOf(spec, width, element), data, element);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [spec]);
  return (
    <>
      {spec.series.length > 1 ? (
        <ul className={rcss.legend}>
          {spec.series.map((series, index) => (
            <li key={series.label} className={rcss.legendItem}>
              <span className={rcss.swatch} style={{ background: SERIES_COLORS[index] }} />
              {series.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={box} />
    </>
  );
}
