import { useEffect, useReducer } from 'react';
import { api } from '../api/api.js';
import { useFairDays } from '../api/fair-days.js';
import { useEventTimeZone } from '../settings/EventTimeZoneContext.js';
import { DownloadButton } from './DownloadButton.js';
import { reportWaitMs } from './report-offer.js';

/** One report download: its label, the route and the file name it is saved under. */
export interface ReportDownload {
  readonly label: string;
  readonly path: '/company/report.pdf' | '/company/report.xlsx' | '/admin/fair-report.xlsx';
  readonly fileName: string;
}

export const COMPANY_REPORT_DOWNLOADS: readonly ReportDownload[] = [
  { label: 'Fair report (PDF)', path: '/company/report.pdf', fileName: 'fair-report.pdf' },
  { label: 'Fair report (.xlsx)', path: '/company/report.xlsx', fileName: 'fair-report.xlsx' },
];

export const FAIR_REPORT_SHEET_DOWNLOAD: readonly ReportDownload[] = [
  {
    label: 'Companies after the fair (.xlsx)',
    path: '/admin/fair-report.xlsx',
    fileName: 'fair-report-all-companies.xlsx',
  },
];

/**
 * The report downloads, offered once the fair's last day is over on the event's calendar (nothing
 * before); a screen left open shows them when the fair ends.
 */
export function FairReportDownloads({ downloads }: { readonly downloads: readonly ReportDownload[] }) {
  const zone = useEventTimeZone();
  const days = useFairDays();
  const [, redraw] = useReducer((draws: number) => draws + 1, 0);
  const wait = days.data === undefined ? null : reportWaitMs(days.data, Date.now(), zone);
  useEffect(() => {
    if (wait === null || wait === 0) return;
    const timer = setTimeout(redraw, wait);
    return () => clearTimeout(timer);
  }, [wait]);
  if (wait !== 0) return null;
  return (
    <>
      {downloads.map((download) => (
        <DownloadButton
          key={download.path}
          variant="outline-success"
          fetchFile={() => api.download(download.path, download.fileName)}
        >
          {download.label}
        </DownloadButton>
      ))}
    </>
  );
}
