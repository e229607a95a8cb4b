import { Loading } from '../../components/Loading.js';
import { PageTitle } from '../../components/PageTitle.js';
import { useCoordinatorCompanyId } from '../coordinator/useCoordinatorCompanyId.js';
import { MessageComposer } from './MessageComposer.js';

const COORDINATOR_KINDS = ['company', 'panel'] as const;

/** /coordinator/messages: a coordinator writes to its company's interviewees or to one of its panels' queues. */
export function CoordinatorMessagesPage() {
  const companyId = useCoordinatorCompanyId();
  return (
    <>
      <PageTitle title="Messages" />
      {companyId === undefined ? (
        <Loading />
      ) : (
        <MessageComposer kinds={COORDINATOR_KINDS} companies={[{ id: companyId, name: '' }]} />
      )}
    </>
  );
}
