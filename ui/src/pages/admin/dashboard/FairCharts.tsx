import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FairStatsJson } from '../organizer-api.js';
import { demandSummary, perHourSummary } from './fair-figures.js';

const CHART_HEIGHT = 260;
const AXIS = { stroke: 'var(--bs-secondary-color)', fontSize: 12 } as const;
/** Long company names would run past the chart's edge: the axis shows their start, the text alternative all. */
const TICK_CHARACTERS = 12;
const shortName = (name: string): string =>
  name.length <= TICK_CHARACTERS ? name : `${name.slice(0, TICK_CHARACTERS - 1).trimEnd()}…`;

/**
 * The dashboard's charts (Recharts, loaded with this module only). Each is an image named by its
 * figures in words, so a screen reader reads the numbers the bars show; the tables beside hold them too.
 */
export function FairCharts({ stats }: { readonly stats: FairStatsJson }) {
  const hours = stats.finishedPerHour.map((hour) => ({ ...hour, label: hour.hour.slice(11) }));
  return (
    <div className="row g-3 mb-3">
      <figure className="col-12 col-xl-7 mb-0">
        <figcaption className="fw-semibold mb-2">Demand and fill by company</figcaption>
        <div role="img" aria-label={demandSummary(stats)} className="overflow-hidden" data-chart="demand">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={[...stats.companies]} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--bs-border-color)" />
              <XAxis dataKey="companyName" tick={AXIS} tickFormatter={shortName} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip />
              <Legend />
              <Bar dataKey="demand" name="Chose it" fill="var(--bs-info)" isAnimationActive={false} />
              <Bar dataKey="interviews" name="Interviews" fill="var(--bs-primary)" isAnimationActive={false} />
              <Bar dataKey="places" name="Places" fill="var(--bs-secondary)" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="col-12 col-xl-5 mb-0">
        <figcaption className="fw-semibold mb-2">Interviews finished per hour</figcaption>
        <div role="img" aria-label={perHourSummary(stats)} className="overflow-hidden" data-chart="per-hour">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={hours} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--bs-border-color)" />
              <XAxis dataKey="label" tick={AXIS} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip />
              <Bar dataKey="finished" name="Finished" fill="var(--bs-success)" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
