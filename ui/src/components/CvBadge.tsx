import Badge from 'react-bootstrap/Badge';

/**
 * Whether a CV is on file: the general one, or one meant for a company. With `general`, a company
 * without a CV of its own is shown to receive the student's general CV rather than none.
 */
export function CvBadge({ uploaded, general = false }: { readonly uploaded: boolean; readonly general?: boolean }) {
  if (uploaded)
    return (
      <Badge bg="success-subtle" text="success-emphasis" className="border border-success-subtle">
        CV uploaded
      </Badge>
    );
  if (general)
    return (
      <Badge bg="info-subtle" text="info-emphasis" className="border border-info-subtle">
        General CV
      </Badge>
    );
  return (
    <Badge bg="secondary-subtle" text="secondary-emphasis" className="border">
      CV not uploaded
    </Badge>
  );
}
