import { Group, Text, VisuallyHidden } from '@mantine/core';
import { AI_FEATURES, type AiFeatureId } from '../../../domain/ai-features';
import type { AiUsageReport } from '../../../domain/ai-governance-api';
import classes from './usage-chart.module.css';

export type UsageMetric = 'calls' | 'tokens';

/** One colour a feature, from Mantine's palette, so both colour schemes get their own shade. */
export const FEATURE_COLOURS: Record<AiFeatureId, string> = {
  ideas: 'var(--mantine-color-blue-filled)',
  scoring: 'var(--mantine-color-teal-filled)',
  'rww-drafts': 'var(--mantine-color-grape-filled)',
  chat: 'var(--mantine-color-orange-filled)',
};

const format = (value: number) => value.toLocaleString('en-GB');

/** A round, even top for the scale (2, 4, 6, 8 or 10 times a power of ten), so its middle line is a whole number too. */
function scaleTop(max: number): number {
  if (max <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(max / 2));
  return [2, 4, 6, 8, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power;
}

/** The 1st and every 5th day are labelled: thirty labels do not fit a phone. */
function labelledDay(day: string): string {
  const number = Number(day.slice(8));
  return number === 1 || number % 5 === 0 ? String(number) : '';
}

const dayTotal = (day: AiUsageReport['days'][number], metric: UsageMetric) =>
  AI_FEATURES.reduce((sum, feature) => sum + day.byFeature[feature.id][metric], 0);

/**
 * Use per day, stacked by feature, drawn with HTML boxes (crisp at any width, coloured by the
 * scheme). The picture is hidden from screen readers; the same numbers are in a table for them.
 */
export function UsageChart({ report, metric }: { report: AiUsageReport; metric: UsageMetric }) {
  const top = scaleTop(Math.max(...report.days.map((day) => dayTotal(day, metric))));
  return (
    <figure className={classes.figure}>
      <div className={classes.chart} aria-hidden="true">
        <div className={classes.scale}>
          {[top, top / 2, 0].map((value) => (
            <span key={value}>{format(value)}</span>
          ))}
        </div>
        <div className={classes.plot}>
          {report.days.map((day) => (
            <div key={day.day} className={classes.day} title={`${day.day}: ${format(dayTotal(day, metric))} ${metric}`}>
              <div className={classes.stack}>
                {AI_FEATURES.map((feature) => {
                  const value = day.byFeature[feature.id][metric];
                  return value > 0 ? <div key={feature.id} style={{ height: `${(value / top) * 100}%`, background: FEATURE_COLOURS[feature.id] }} /> : null;
                })}
              </div>
              <span className={classes.dayLabel}>{labelledDay(day.day)}</span>
            </div>
          ))}
        </div>
      </div>
      <figcaption>
        <Group gap="md" mt="xs">
          {AI_FEATURES.map((feature) => (
            <Group key={feature.id} gap={6} wrap="nowrap">
              <span className={classes.swatch} style={{ background: FEATURE_COLOURS[feature.id] }} aria-hidden="true" />
              <Text size="sm">{feature.label}</Text>
            </Group>
          ))}
        </Group>
      </figcaption>
      <VisuallyHidden>
        <table>
          <caption>AI {metric} per day and feature, {report.month}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {AI_FEATURES.map((feature) => (
                <th key={feature.id} scope="col">
                  {feature.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.days
              .filter((day) => dayTotal(day, metric) > 0)
              .map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  {AI_FEATURES.map((feature) => (
                    <td key={feature.id}>{format(day.byFeature[feature.id][metric])}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
