import { DataState } from '../../components/DataState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { useCompanies } from '../admin/companies-api.js';
import { MessageComposer } from './MessageComposer.js';

const ADMIN_KINDS = ['students', 'company', 'panel'] as const;

/** /admin/messages: an administrator writes to all students, one company's interviewees or one panel's queue. */
export function AdminMessagesPage() {
  const companies = useCompanies();
  return (
    <>
      <PageTitle title="Messages" />
      <DataState
        data={companies.data}
        error={companies.error}
        fallback="Error fetching the companies"
        isEmpty={() => false}
      >
        {(list) => (
          <MessageComposer
            kinds={ADMIN_KINDS}
            companies={list.map((company) => ({ id: company._id, name: company.companyName }))}
          />
        )}
      </DataState>
    </>
  );
}
