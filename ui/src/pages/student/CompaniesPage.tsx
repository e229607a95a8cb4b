import { Link } from 'react-router-dom';
import { FAILED_TO_FETCH_SELECTED_COMPANIES } from '../../screen-texts.js';
import { useStudentSelection } from './selection-api.js';
import { DataState } from '../../components/DataState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { SelectionEditor } from './SelectionEditor.js';
import { SelectionWindowNotice } from './SelectionWindowNotice.js';

/** /student/companies: the student's ordered choice of companies, submitted and re-submitted (spec §2). */
export function CompaniesPage() {
  const selection = useStudentSelection();
  return (
    <>
      <PageTitle title="Companies">
        <Link to="/student/selected" className="btn btn-outline-secondary">
          Selected Companies
        </Link>
      </PageTitle>
      <SelectionWindowNotice />
      <DataState
        data={selection.data}
        error={selection.error}
        fallback={FAILED_TO_FETCH_SELECTED_COMPANIES}
        isEmpty={() => false}
      >
        {(submitted) => <SelectionEditor key={submitted.submittedAt ?? 'not-submitted'} submitted={submitted} />}
      </DataState>
    </>
  );
}
