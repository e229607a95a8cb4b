import { FAILED_TO_FETCH_DATA } from '../../../screen-texts.js';
import { DataTable, type Column } from '../../../components/DataTable.js';
import { useFairComparison } from '../fairs-api.js';
import { comparedFigures, type ComparedFigure } from './fair-figures.js';

/** The current fair's fill rate, no-show rate and interviews per company beside the last fair's; nothing before a fair ended. */
export function FairComparison() {
  const comparison = useFairComparison();
  const { data } = comparison;
  if (!data?.last) return null;
  const columns: readonly Column<ComparedFigure>[] = [
    { header: 'Figure', rowHeader: true, cell: (row) => row.figure },
    { header: data.current.name, cell: (row) => row.current },
    { header: data.last.name, cell: (row) => row.last },
  ];
  return (
    <div className="mb-3">
      <DataTable
        label={`Compared with ${data.last.name}`}
        title={`Compared with ${data.last.name}`}
        columns={columns}
        rows={comparedFigures(data)}
        error={comparison.error}
        fallback={FAILED_TO_FETCH_DATA}
        rowKey={(row) => row.figure}
      />
    </div>
  );
}
