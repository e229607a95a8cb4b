import { useMemo, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FAILED_TO_FETCH_COMPANIES, NOTHING_MATCHES_THE_SEARCH, NO_COMPANIES_YET } from '../../screen-texts.js';
import { MAX_SELECTED_COMPANIES, type SelectionChoice } from '../../../../domain/selection.js';
import { useCompaniesShort } from '../../api/company-profiles.js';
import type { CompanyShortJson } from '../../api/types.js';
import { CompanyLogo } from '../../components/CompanyLogo.js';
import { Badges } from '../../components/Badges.js';
import { DataState } from '../../components/DataState.js';
import { EmptyState } from '../../components/EmptyState.js';
import { SearchBox } from '../../components/SearchBox.js';

/**
 * Add Company (spec §2): every company in an accordion with its tags and description, and in each
 * panel a select of the company's interview panels. It stays open so that several can be added.
 */
export function AddCompanyModal({
  show,
  onHide,
  selectedIds,
  onAdd,
}: {
  readonly show: boolean;
  readonly onHide: () => void;
  readonly selectedIds: readonly string[];
  /** Adds the choice to the list, or answers why it cannot be added. */
  readonly onAdd: (choice: SelectionChoice) => string | null;
}) {
  const companies = useCompaniesShort();
  const [text, setText] = useState('');
  const shown = useMemo(() => {
    const wanted = text.trim().toLocaleLowerCase();
    return (companies.data ?? []).filter(
      (company) =>
        !wanted || [company.companyName, ...company.tags].some((field) => field.toLocaleLowerCase().includes(wanted)),
    );
  }, [companies.data, text]);

  return (
    <Modal show={show} onHide={onHide} size="lg" scrollable centered aria-labelledby="add-company-title">
      <Modal.Header closeButton>
        <Modal.Title id="add-company-title">Add Company</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <SearchBox
            id="company-search"
            label="Search companies"
            placeholder="Company name or tag"
            value={text}
            onChange={setText}
          />
          <span className="small text-body-secondary">
            {selectedIds.length} of {MAX_SELECTED_COMPANIES} selected
          </span>
        </div>
        <DataState
          data={companies.data}
          error={companies.error}
          fallback={FAILED_TO_FETCH_COMPANIES}
          emptyNext={NO_COMPANIES_YET}
        >
          {() =>
            shown.length === 0 ? (
              <EmptyState next={text.trim() ? NOTHING_MATCHES_THE_SEARCH : NO_COMPANIES_YET} />
            ) : (
              <Accordion>
                {shown.map((company) => (
                  <CompanyPanel
                    key={company._id}
                    company={company}
                    selected={selectedIds.includes(company._id)}
                    onAdd={onAdd}
                  />
                ))}
              </Accordion>
            )
          }
        </DataState>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Done
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** One company of the accordion: logo and name; inside, description, tags, the panel select and Add. */
function CompanyPanel({
  company,
  selected,
  onAdd,
}: {
  readonly company: CompanyShortJson;
  readonly selected: boolean;
  readonly onAdd: (choice: SelectionChoice) => string | null;
}) {
  const panels = company.panels;
  const [panel, setPanel] = useState(panels[0] ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const selectId = `panel-${company._id}`;

  const add = () => {
    setRefusal(onAdd({ companyId: company._id, companyName: company.companyName, selectedPanel: panel }));
  };

  return (
    <Accordion.Item eventKey={company._id}>
      <Accordion.Header>
        <span className="d-flex align-items-center gap-2 me-2">
          <CompanyLogo company={company} size={32} />
          <span className="fw-semibold">{company.companyName}</span>
          {selected && (
            <Badge bg="success-subtle" text="success-emphasis" className="border border-success-subtle">
              In your list
            </Badge>
          )}
        </span>
      </Accordion.Header>
      <Accordion.Body>
        <p className="mb-2">
          {company.description || <span className="text-body-secondary">No description yet.</span>}
        </p>
        <div className="mb-3">
          <Badges items={company.tags} />
        </div>
        <div className="d-flex flex-wrap align-items-end gap-2">
          <Form.Group controlId={selectId} className="flex-grow-1">
            <Form.Label>Panel</Form.Label>
            <Form.Select
              value={panel}
              onChange={(event) => setPanel(event.target.value)}
              disabled={panels.length === 0}
            >
              {panels.length === 0 && <option value="">No panels offered</option>}
              {panels.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button onClick={add} disabled={!panel} aria-label={`Add ${company.companyName}`}>
            Add
          </Button>
        </div>
        {refusal && (
          <div className="text-danger small mt-2" role="alert">
            {refusal}
          </div>
        )}
      </Accordion.Body>
    </Accordion.Item>
  );
}
