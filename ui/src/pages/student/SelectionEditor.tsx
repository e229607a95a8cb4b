import { isLeft } from 'fp-ts/lib/Either.js';
import { useEffect, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { INTERESTED_AREAS } from '../../../../domain/job-area.js';
import { SELECTION_UPDATED } from '../../../../domain/messages.js';
import { FAILED_TO_UPDATE_SELECTED_COMPANIES } from '../../screen-texts.js';
import {
  addToSelection,
  MAX_SELECTED_COMPANIES,
  moveDown,
  moveUp,
  removeFromSelection,
  renumber,
  SELECTION_FIELD,
  validateSelection,
  type SelectionChoice,
  type SelectionForm,
  type SelectionEntry,
  type SelectionSubmission,
} from '../../../../domain/selection.js';
import {
  keepSelectionDraft,
  readSelectionDraft,
  useSubmitSelection,
  type StudentSelectionJson,
} from './selection-api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { SelectField } from '../../components/SelectField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { formatDateTime } from '../../format.js';
import { useSession } from '../../session/SessionContext.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { AddCompanyModal } from './AddCompanyModal.js';
import { ConfirmSubmitModal } from './ConfirmSubmitModal.js';
import { SelectionTable } from './SelectionTable.js';
import { submitLabel } from './submit-label.js';

const sameSelection = (entries: readonly SelectionEntry[], area: string, submitted: StudentSelectionJson): boolean =>
  area === (submitted.interestedArea ?? '') &&
  JSON.stringify(entries) === JSON.stringify(renumber(submitted.selectedCompaniesbyStudent));

const submittedForm = (submitted: StudentSelectionJson): SelectionForm => ({
  interestedArea: submitted.interestedArea ?? '',
  selectedCompaniesbyStudent: renumber(submitted.selectedCompaniesbyStudent),
});

/**
 * The list being built: add, reorder, remove, the interested area, and Submit / Re-submit. A list
 * that differs from the submitted one is a draft: kept across screens until submitted or discarded.
 */
export function SelectionEditor({ submitted }: { readonly submitted: StudentSelectionJson }) {
  const alerts = useAlerts();
  const submitSelection = useSubmitSelection();
  const studentId = useSession().user?._id ?? '';
  const [draft] = useState(() => readSelectionDraft(studentId));
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<SelectionSubmission | null>(null);
  const [busy, setBusy] = useState(false);
  /** Submit / Re-submit checks the list and the area with the domain, then asks to confirm. */
  const { form, control, fail, onSubmit } = useDomainForm<SelectionForm, SelectionSubmission>({
    defaultValues: draft ?? submittedForm(submitted),
    validate: validateSelection,
    send: async (submission) => setConfirming(submission),
    fallback: FAILED_TO_UPDATE_SELECTED_COMPANIES,
  });
  const { field: list, fieldState: listState } = useController({ control, name: SELECTION_FIELD });
  const entries = list.value;
  const interestedArea = useWatch({ control, name: 'interestedArea' });

  const label = submitLabel(
    submitted.submittedAt === null
      ? null
      : {
          selectedCompaniesbyStudent: submitted.selectedCompaniesbyStudent,
          interestedArea: submitted.interestedArea ?? '',
          submittedAt: new Date(submitted.submittedAt),
        },
  );
  const unchanged = sameSelection(entries, interestedArea, submitted);

  useEffect(() => {
    keepSelectionDraft(studentId, unchanged ? null : { interestedArea, selectedCompaniesbyStudent: entries });
  }, [studentId, unchanged, interestedArea, entries]);

  const discardDraft = () => {
    keepSelectionDraft(studentId, null);
    form.reset(submittedForm(submitted));
  };

  const change = (next: readonly SelectionEntry[]) => {
    list.onChange(next);
    form.clearErrors(SELECTION_FIELD);
  };

  const add = (choice: SelectionChoice): string | null => {
    const added = addToSelection(entries, choice);
    if (isLeft(added)) return added.left.message;
    change(added.right);
    return null;
  };

  const submit = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      await submitSelection(confirming);
      keepSelectionDraft(studentId, null);
      alerts.success(SELECTION_UPDATED);
      setConfirming(null);
    } catch (error) {
      fail(error);
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {!unchanged && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-2">
          <span>
            <strong>Draft — not submitted yet.</strong> Companies see only what you submit; this list is kept in this
            browser tab until you submit or discard it.
          </span>
          <Button variant="outline-secondary" onClick={discardDraft}>
            Discard draft
          </Button>
        </Alert>
      )}
      <Card className="shadow-sm border-0 mb-4">
        <Card.Header className="bg-body d-flex flex-wrap align-items-center justify-content-between gap-2">
          <div>
            <span className="fw-semibold">Your selection</span>
            <span className="small text-body-secondary ms-2">
              {entries.length} of {MAX_SELECTED_COMPANIES}
            </span>
          </div>
          <Button size="sm" onClick={() => setAdding(true)} disabled={entries.length >= MAX_SELECTED_COMPANIES}>
            Add Company
          </Button>
        </Card.Header>
        <Card.Body className="p-0">
          <SelectionTable
            entries={entries}
            onMoveUp={(id) => change(moveUp(entries, id))}
            onMoveDown={(id) => change(moveDown(entries, id))}
            onRemove={(id) => change(removeFromSelection(entries, id))}
          />
        </Card.Body>
        <Card.Footer className="bg-body small text-body-secondary">
          Choose up to {MAX_SELECTED_COMPANIES} companies and order them by priority: the first is the one you want
          most.
        </Card.Footer>
      </Card>
      {listState.error && (
        <Alert variant="danger" className="py-2" role="alert">
          {listState.error.message}
        </Alert>
      )}
      <Card className="shadow-sm border-0">
        <Card.Body className="d-flex flex-wrap align-items-end gap-3">
          <SelectField
            control={control}
            name="interestedArea"
            id="interested-area"
            label="Interested Area"
            placeholder="Select an area…"
            options={INTERESTED_AREAS}
            className="interested-area"
          />
          <div className="ms-auto d-flex flex-wrap align-items-center gap-3">
            <SubmissionState submittedAt={submitted.submittedAt} unchanged={unchanged} />
            <Button variant="success" onClick={onSubmit} disabled={busy}>
              {label}
            </Button>
          </div>
        </Card.Body>
      </Card>
      <AddCompanyModal
        show={adding}
        onHide={() => setAdding(false)}
        selectedIds={entries.map((entry) => entry.companyId)}
        onAdd={add}
      />
      <ConfirmSubmitModal
        show={confirming !== null}
        busy={busy}
        label={label}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

/** When the selection was last submitted, and whether the list on screen differs from it. */
function SubmissionState({
  submittedAt,
  unchanged,
}: {
  readonly submittedAt: string | null;
  readonly unchanged: boolean;
}) {
  const zone = useEventTimeZone();
  return (
    <span className="small text-body-secondary">
      {submittedAt ? `Submitted ${formatDateTime(submittedAt, zone)}` : 'Not submitted yet'}
      {submittedAt && !unchanged && (
        <Badge bg="warning-subtle" text="warning-emphasis" className="border border-warning-subtle ms-2">
          Unsubmitted changes
        </Badge>
      )}
    </span>
  );
}
