import Badge from 'react-bootstrap/Badge';

/** Whether a CV is on file: the general one, or one meant for a company. */
export function CvBadge({ uploaded }: { readonly uploaded: boolean }) {
  return uploaded ? (
    <Badge bg="success-subtle" text="success-emphasis" className="border border-success-subtle">
      CV uploaded
    </Badge>
  ) : (
    <Badge bg="secondary-subtle" text="secondary-emphasis" className="border">
      CV not uploaded
    </Badge>
  );
}
