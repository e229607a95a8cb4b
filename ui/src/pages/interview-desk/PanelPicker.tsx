import Form from 'react-bootstrap/Form';
import type { PanelJson } from '../../api/types.js';

/** One option per panel, valued by its id. */
export function PanelOptions({ panels }: { readonly panels: readonly PanelJson[] }) {
  return panels.map((panel) => (
    <option key={panel._id} value={panel._id}>
      {panel.panelName}
    </option>
  ));
}

/** Chooses one of the company's panels, or every panel when `allLabel` is given. */
export function PanelPicker({
  id,
  panels,
  value,
  onChange,
  allLabel,
}: {
  readonly id: string;
  readonly panels: readonly PanelJson[];
  readonly value: string;
  readonly onChange: (panelId: string) => void;
  readonly allLabel?: string;
}) {
  return (
    <Form.Group controlId={id} className="d-flex align-items-center gap-2 panel-picker">
      <Form.Label className="mb-0 text-nowrap">Panel</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)} style={{ minWidth: '12rem' }}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {allLabel === undefined && value === '' && (
          <option value="" disabled>
            Choose a panel
          </option>
        )}
        <PanelOptions panels={panels} />
      </Form.Select>
    </Form.Group>
  );
}
