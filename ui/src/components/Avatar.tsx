/** A round picture of a person, or their initials when there is no picture. */
export function Avatar({
  name,
  image,
  size = 36,
  alt = '',
}: {
  readonly name: string;
  readonly image?: string | null;
  readonly size?: number;
  /** Empty for a decorative picture beside the person's name. */
  readonly alt?: string;
}) {
  if (image) {
    return <img src={image} alt={alt} width={size} height={size} className="rounded-circle object-fit-cover border" />;
  }
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?';
  return (
    <span
      className="avatar rounded-circle bg-primary-subtle text-primary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
