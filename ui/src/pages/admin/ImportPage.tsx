import * as E from 'fp-ts/lib/Either.js';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useController, type FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { checkMapping, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../../domain/import-rows.js';
import type { Validated } from '../../../../domain/validation.js';
import { BusyButton } from '../../components/BusyButton.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { DownloadButton } from '../../components/DownloadButton.js';
import { FormError } from '../../components/FormError.js';
import { PageTitle } from '../../components/PageTitle.js';
import { SelectField } from '../../components/SelectField.js';
import type { FieldProps } from '../../forms/field.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import {
  commitImport,
  downloadImportErrors,
  uploadImportFile,
  useImportPreview,
  type ColumnMappingJson,
  type ImportOutcomeJson,
  type RowProblemJson,
  type UploadedImportJson,
} from './import-api.js';

const FILE_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Kind = UploadedImportJson['kind'];

/** How the page speaks of each kind of import. */
const KINDS: Readonly<
  Record<Kind, { readonly one: string; readonly many: string; readonly intro: string; readonly existing: string }>
> = {
  students: {
    one: 'student',
    many: 'students',
    intro:
      'Create many student accounts at once from a spreadsheet. Only valid rows are imported; students who have an ' +
      'account already are skipped. Each new student is e-mailed an invitation to choose a password.',
    existing: 'with an account already',
  },
  companies: {
    one: 'company',
    many: 'companies',
    intro:
      'Create many companies at once from a spreadsheet, each with its panels and coordinators. Only valid rows are ' +
      'imported; companies whose username exists already are skipped. Each new company and coordinator is e-mailed ' +
      'an invitation to choose a password.',
    existing: 'existing already',
  },
};

const kindOf = (text: string | null): Kind => (text === 'companies' ? 'companies' : 'students');

interface FileForm {
  readonly file: File | null;
}

const validateFile = (form: FileForm): Validated<{ readonly file: File }> => {
  if (form.file === null) return E.left([{ field: 'file', message: IMPORT_MESSAGES.missing }]);
  if (form.file.size > IMPORT_MAX_BYTES) return E.left([{ field: 'file', message: IMPORT_MESSAGES.tooLarge }]);
  return E.right({ file: form.file });
};

/** The file input of the first step: a CSV or .xlsx, its refusal under it. */
function ImportFileField<F extends FieldValues, T>({ control, name, id, label }: FieldProps<F, T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={field.ref}
        name={field.name}
        type="file"
        accept={FILE_ACCEPT}
        onChange={(event) => field.onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
        onBlur={field.onBlur}
        isInvalid={Boolean(fieldState.error)}
      />
      <Form.Text>A CSV or Excel (.xlsx) file of at most 5 MB, with a header row.</Form.Text>
      <Form.Control.Feedback type="invalid">{fieldState.error?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** Step 1: the file. */
function ChooseFile({
  kind,
  onUploaded,
}: {
  readonly kind: Kind;
  readonly onUploaded: (uploaded: UploadedImportJson) => void;
}) {
  const { control, failure, busy, onSubmit } = useDomainForm({
    defaultValues: { file: null } as FileForm,
    validate: validateFile,
    send: async ({ file }) => onUploaded(await uploadImportFile(kind, file)),
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Choose a file to import">
      <ImportFileField control={control} name="file" id="import-file" label="File" />
      <FormError message={failure} />
      <BusyButton type="submit" busy={busy}>
        Read the file
      </BusyButton>
    </Form>
  );
}

type MappingForm = Readonly<Record<string, string>>;

const mappingOf = (form: MappingForm): ColumnMappingJson =>
  Object.fromEntries(Object.entries(form).map(([field, column]) => [field, column === '' ? null : Number(column)]));

/** Step 2: one select per field, the file's columns to choose from, required fields marked. */
function MapColumns({
  uploaded,
  onMapped,
}: {
  readonly uploaded: UploadedImportJson;
  readonly onMapped: (mapping: ColumnMappingJson) => void;
}) {
  const columns = uploaded.headers.map((header, column) => ({
    value: String(column),
    label: `Column ${column + 1}: ${header || '(no header)'}`,
  }));
  const defaults = Object.fromEntries(
    uploaded.fields.map(({ key }) => [key, uploaded.mapping[key] == null ? '' : String(uploaded.mapping[key])]),
  );
  const { control, failure, busy, onSubmit } = useDomainForm<MappingForm, ColumnMappingJson>({
    defaultValues: defaults,
    validate: (form) => {
      const mapping = mappingOf(form);
      const failures = checkMapping(uploaded.fields, mapping, uploaded.headers.length);
      return failures.length > 0 ? E.left(failures) : E.right(mapping);
    },
    send: async (mapping) => onMapped(mapping),
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Match the columns">
      <p>{uploaded.rows} rows read. Choose the column that holds each field; fields marked required must have one.</p>
      <div className="row">
        {uploaded.fields.map((field) => (
          <div className="col-md-6" key={field.key}>
            <SelectField
              control={control}
              name={field.key}
              id={`import-field-${field.key}`}
              label={field.required ? `${field.label} (required)` : field.label}
              options={columns}
              placeholder="Not in the file"
            />
          </div>
        ))}
      </div>
      <FormError message={failure} />
      <BusyButton type="submit" busy={busy}>
        Preview
      </BusyButton>
    </Form>
  );
}

const PROBLEM_COLUMNS: readonly Column<RowProblemJson>[] = [
  { header: 'Row', cell: (problem) => problem.row, rowHeader: true },
  { header: 'Outcome', cell: (problem) => (problem.kind === 'existing' ? 'Skipped' : 'Invalid') },
  { header: 'Reasons', cell: (problem) => <span className="text-wrap">{problem.reasons.join('; ')}</span> },
];

/** Step 3: the counts, the rows not to be created page by page, the error file, and the commit. */
function Preview({
  uploaded,
  mapping,
  onCommitted,
}: {
  readonly uploaded: UploadedImportJson;
  readonly mapping: ColumnMappingJson;
  readonly onCommitted: (outcome: ImportOutcomeJson) => void;
}) {
  const [page, setPage] = useState(1);
  const preview = useImportPreview(uploaded.draftId, mapping, page);
  const { failure, busy, onSubmit } = useDomainForm({
    defaultValues: {},
    validate: () => E.right(null),
    send: async () => onCommitted(await commitImport(uploaded.draftId, mapping)),
  });
  const counts = preview.data;
  const { one, many, existing } = KINDS[uploaded.kind];
  return (
    <>
      {counts && (
        <p aria-live="polite">
          {counts.rows} rows: <strong>{counts.valid} to create</strong>, {counts.existing} {existing} (skipped),{' '}
          {counts.invalid} invalid.
        </p>
      )}
      <DataTable
        label="Rows not to be imported"
        columns={PROBLEM_COLUMNS}
        rows={counts?.problems}
        error={preview.error}
        fallback={FAILED_TO_FETCH_DATA}
        rowKey={(problem) => String(problem.row)}
        paging={{ page, pageSize: counts?.pageSize ?? 1, total: counts?.problemCount ?? 0, onPage: setPage }}
        countNoun="rows"
        emptyNext="Every row is valid."
      />
      <Form noValidate onSubmit={onSubmit} aria-label="Import" className="d-flex flex-wrap gap-2 mt-3">
        <DownloadButton variant="outline-secondary" fetchFile={() => downloadImportErrors(uploaded.draftId, mapping)}>
          Download errors
        </DownloadButton>
        <BusyButton type="submit" busy={busy} disabled={!counts || counts.valid === 0}>
          {counts?.valid === 1 ? `Import 1 ${one}` : `Import ${counts?.valid ?? ''} ${many}`}
        </BusyButton>
      </Form>
      <FormError message={failure} />
    </>
  );
}

type Step =
  | { readonly step: 'file' }
  | { readonly step: 'map'; readonly uploaded: UploadedImportJson }
  | { readonly step: 'preview'; readonly uploaded: UploadedImportJson; readonly mapping: ColumnMappingJson }
  | { readonly step: 'done'; readonly outcome: ImportOutcomeJson };

/**
 * /admin/import?kind=students|companies: students, or companies with their panels and coordinators,
 * from a CSV or Excel file, in steps: file, columns, preview, import (docs/import.md).
 */
export function ImportPage() {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  return <ImportSteps key={kind} kind={kind} />;
}

function ImportSteps({ kind }: { readonly kind: Kind }) {
  const [state, setState] = useState<Step>({ step: 'file' });
  const restart = () => setState({ step: 'file' });
  return (
    <>
      <PageTitle title={`Import ${KINDS[kind].many}`} />
      <p className="text-body-secondary">{KINDS[kind].intro}</p>
      <Card body>
        {state.step === 'file' && (
          <ChooseFile kind={kind} onUploaded={(uploaded) => setState({ step: 'map', uploaded })} />
        )}
        {state.step === 'map' && (
          <MapColumns
            uploaded={state.uploaded}
            onMapped={(mapping) => setState({ step: 'preview', uploaded: state.uploaded, mapping })}
          />
        )}
        {state.step === 'preview' && (
          <Preview
            uploaded={state.uploaded}
            mapping={state.mapping}
            onCommitted={(outcome) => setState({ step: 'done', outcome })}
          />
        )}
        {state.step === 'done' && (
          <div role="status">
            <p>
              Import done: <strong>{state.outcome.created} created</strong>
              {state.outcome.kind === 'companies' && ` with ${state.outcome.coordinators} coordinators`},{' '}
              {state.outcome.existing} skipped as existing, {state.outcome.invalid} invalid.
            </p>
            <BusyButton busy={false} variant="outline-primary" onClick={restart}>
              Import another file
            </BusyButton>
          </div>
        )}
        {(state.step === 'map' || state.step === 'preview') && (
          <BusyButton busy={false} variant="link" className="px-0 mt-2" onClick={restart}>
            Choose another file
          </BusyButton>
        )}
      </Card>
    </>
  );
}
