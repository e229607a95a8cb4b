import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  ASSESSMENT_NOTES_MAX_LENGTH,
  NEXT_STEP_LABELS,
  NEXT_STEPS,
  type AssessmentValues,
} from '../../../../domain/assessment.js';
import {
  assessmentForm,
  RATINGS,
  validateAssessmentForm,
  type AssessmentForm as AssessmentFormFields,
} from './assessment-form.js';
import { ERROR_OCCURRED, FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { useAssessment, useSaveAssessment } from './api.js';
import type { DataAt } from '../../api/contract.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DataState } from '../../components/DataState.js';
import { FormError } from '../../components/FormError.js';
import { RadioField } from '../../components/RadioField.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { formatDateTime } from '../../format.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';

type Saved = DataAt<'/interview/assessment/{interviewId}', 'get'>;

/**
 * Candidate notes in the profile dialog: the company's rating, notes and next step for this
 * interviewee, and who saved them last. Only the company and its coordinators ever see them.
 */
export function AssessmentSection({ interviewId }: { readonly interviewId: string }) {
  const assessment = useAssessment(interviewId);
  return (
    <section aria-labelledby="assessment-title" className="border-top pt-3 mt-4">
      <h3 id="assessment-title" className="h6">
        Assessment <span className="fw-normal text-body-secondary small">(only your company sees it)</span>
      </h3>
      <DataState data={assessment.data} error={assessment.error} fallback={FAILED_TO_FETCH_DATA} isEmpty={() => false}>
        {(saved) => <AssessmentForm key={saved?.updatedAt ?? 'new'} interviewId={interviewId} saved={saved} />}
      </DataState>
    </section>
  );
}

function AssessmentForm({ interviewId, saved }: { readonly interviewId: string; readonly saved: Saved }) {
  const alerts = useAlerts();
  const zone = useEventTimeZone();
  const saveAssessment = useSaveAssessment(interviewId);
  const { control, busy, failure, onSubmit } = useDomainForm<AssessmentFormFields, AssessmentValues>({
    defaultValues: assessmentForm(saved),
    validate: validateAssessmentForm,
    send: async (values) => {
      alerts.success(await saveAssessment(values));
    },
    fallback: ERROR_OCCURRED,
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Assessment">
      <FormError message={failure} />
      <RadioField
        control={control}
        name="rating"
        id="assessment-rating"
        label="Rating (1 to 5)"
        options={RATINGS.map(String)}
      />
      <SelectField
        control={control}
        name="nextStep"
        id="assessment-next-step"
        label="Next Step"
        options={NEXT_STEPS.map((step) => ({ value: step, label: NEXT_STEP_LABELS[step] }))}
      />
      <TextField
        control={control}
        name="notes"
        id="assessment-notes"
        label="Notes"
        rows={4}
        maxLength={ASSESSMENT_NOTES_MAX_LENGTH}
      />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
          Save Assessment
        </Button>
        {saved && (
          <span className="small text-body-secondary">
            Last saved by {saved.updatedBy.name} at {formatDateTime(saved.updatedAt, zone)}
          </span>
        )}
      </div>
    </Form>
  );
}
