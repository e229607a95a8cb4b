import Badge from 'react-bootstrap/Badge';

/** A short list of names as small badges, on the theme's own tertiary background unless told otherwise. */
export function Badges({ items, bg = 'body-tertiary' }: { readonly items: readonly string[]; readonly bg?: string }) {
  if (items.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <div className="d-flex flex-wrap gap-1">
      {items.map((item) => (
        <Badge key={item} bg={bg} text={bg === 'body-tertiary' ? 'body' : undefined} className="fw-normal border">
          {item}
        </Badge>
      ))}
    </div>
  );
}
