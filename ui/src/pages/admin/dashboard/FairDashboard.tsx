import { lazy, Suspense } from 'react';
import { FAILED_TO_FETCH_DATA } from '../../../screen-texts.js';
import { downloadFairStats, useFairStats, type FairStatsJson } from '../organizer-api.js';
import { DataTable, type Column } from '../../../components/DataTable.js';
import { ReadFailure } from '../../../components/DataState.js';
import { LiveHint } from '../../../components/LiveHint.js';
import { Loading } from '../../../components/Loading.js';
import { FairComparison } from './FairComparison.js';
import { fairTotals, minutes, percent } from './fair-figures.js';
import { useDownload } from '../../../components/useDownload.js';
import { BusyButton } from '../../../components/BusyButton.js';

const FairCharts = lazy(() => import('./FairCharts.js').then((module) => ({ default: module.FairCharts })));

const STATS_POLL_MS = 10_000;

type CompanyRow = FairStatsJson['companies'][number];
type PanelRow = FairStatsJson['panels'][number];

const COMPANY_COLUMNS: readonly Column<CompanyRow>[] = [
  { header: 'Company', cell: (row) => row.companyName, className: 'fw-semibold' },
  { header: 'Demand', cell: (row) => row.demand },
  { header: 'Interviews / Places', cell: (row) => `${row.interviews} / ${row.places}` },
  { header: 'Fill rate', cell: (row) => percent(row.fillRate) },
  { header: 'Walk-ins', cell: (row) => `${row.walkIns} (${row.walkInsOpen ? 'open' : 'closed'})` },
];

const PANEL_COLUMNS: readonly Column<PanelRow>[] = [
  { header: 'Company', cell: (row) => row.companyName, className: 'fw-semibold' },
  { header: 'Panel', cell: (row) => row.panelName },
  { header: 'Queue', cell: (row) => row.queueLength },
  { header: 'Current interview', cell: (row) => row.current?.studentName || (row.current ? 'Ongoing' : '—') },
  { header: 'Median wait', cell: (row) => minutes(row.medianWaitMinutes) },
  { header: 'Median length', cell: (row) => minutes(row.medianLengthMinutes) },
  { header: 'Finished', cell: (row) => row.finished },
  { header: 'No-shows', cell: (row) => row.noShows },
  { header: 'Check-ins', cell: (row) => row.checkIns },
];

function Totals({ stats }: { readonly stats: FairStatsJson }) {
  const totals = fairTotals(stats);
  const figures: readonly [string, string | number][] = [
    ['Interviews / places', `${totals.interviews} / ${totals.places}`],
    ['Waiting in queues', totals.inQueue],
    ['Interviews now', totals.ongoing],
    ['Finished', totals.finished],
    ['No-shows', totals.noShows],
  ];
  return (
    <dl className="d-flex flex-wrap gap-2 mb-3" aria-label="Fair totals">
      {figures.map(([label, value]) => (
        <div key={label} className="border rounded px-3 py-2 flex-fill">
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="h5 mb-0" data-figure={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The organizer's live view of the fair (docs/organizer.md): totals, charts, and the tables behind them. */
export function FairDashboard() {
  const stats = useFairStats();
  const { downloading, download } = useDownload(downloadFairStats);

  return (
    <section aria-labelledby="live-fair" className="mb-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="live-fair" className="h4 mb-0">
          Live fair
        </h2>
        <BusyButton variant="outline-success" onClick={download} busy={downloading}>
          Download dashboard (.xlsx)
        </BusyButton>
      </div>
      <p className="small text-body-secondary mb-3">
        <LiveHint pollMs={STATS_POLL_MS} />
      </p>
      {stats.data === undefined ? (
        stats.error ? (
          <ReadFailure error={stats.error} fallback={FAILED_TO_FETCH_DATA} />
        ) : (
          <Loading label="Loading the fair's figures…" />
        )
      ) : (
        <>
          <Totals stats={stats.data} />
          <FairComparison />
          <Suspense fallback={<Loading label="Loading charts…" />}>
            <FairCharts stats={stats.data} />
          </Suspense>
          <div className="mb-3">
            <DataTable
              label="Companies at the fair"
              title="Companies"
              columns={COMPANY_COLUMNS}
              rows={stats.data.companies}
              error={stats.error}
              fallback={FAILED_TO_FETCH_DATA}
              rowKey={(row) => row.companyId}
            />
          </div>
          <DataTable
            label="Panels"
            title="Panels"
            columns={PANEL_COLUMNS}
            rows={stats.data.panels}
            error={stats.error}
            fallback={FAILED_TO_FETCH_DATA}
            rowKey={(row) => row.panelId}
          />
        </>
      )}
    </section>
  );
}
