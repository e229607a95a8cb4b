import type { ReactNode } from 'react';
import type { CompanyInterviewJson } from '../../api/types.js';
import { FAILED_TO_FETCH_INTERVIEWS } from '../../screen-texts.js';
import { DataState } from '../../components/DataState.js';
import { IntervieweesTable } from './IntervieweesTable.js';

/** A company's walk-in interviewees as they load, each with what its screen lets one do. */
export function WalkInIntervieweesTable({
  walkIns,
  actions,
}: {
  readonly walkIns: { readonly data?: readonly CompanyInterviewJson[] | undefined; readonly error: unknown };
  readonly actions: (interview: CompanyInterviewJson) => ReactNode;
}) {
  return (
    <DataState
      data={walkIns.data}
      error={walkIns.error}
      fallback={FAILED_TO_FETCH_INTERVIEWS}
      emptyNext="No walk-in interviews yet. Students join here while walk-ins are open."
    >
      {(rows) => <IntervieweesTable label="Walk-in Interviews" interviews={rows} actions={actions} />}
    </DataState>
  );
}
