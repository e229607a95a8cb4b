import ListGroup from 'react-bootstrap/ListGroup';
import { Link, useParams } from 'react-router-dom';
import { useCompanyPanels } from '../../api/panels.js';
import { DataState } from '../../components/DataState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { FAILED_TO_FETCH_SCHEDULE } from '../../screen-texts.js';

/** /admin/companies/:companyId/schedules: the company's panels, each leading to its schedule to hand out. */
export function PanelSchedulesPage() {
  const { companyId = '' } = useParams();
  const panels = useCompanyPanels(companyId);
  return (
    <>
      <PageTitle title="Panel schedules" />
      <DataState
        data={panels.data}
        error={panels.error}
        fallback={FAILED_TO_FETCH_SCHEDULE}
        emptyNext="No panels yet. The company's coordinator adds them with Add Panel on their Dashboard."
      >
        {(list) => (
          <ListGroup>
            {list.map((panel) => (
              <ListGroup.Item key={panel._id} action as={Link} to={`/admin/panels/${panel._id}/schedule`}>
                {panel.panelName}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </DataState>
    </>
  );
}
