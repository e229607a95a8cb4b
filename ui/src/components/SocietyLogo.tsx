/** The engineering society's logo and name, as the header shows them. */
export function SocietyLogo({ compact = false }: { readonly compact?: boolean }) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <img src="/logo.svg" alt="Engineering Society logo" width={36} height={36} />
      {!compact && (
        <span className="logo-text lh-sm text-nowrap">
          <span className="d-block fw-bold">Career Fair</span>
          <span className="d-block small text-body-secondary">Engineering Society</span>
        </span>
      )}
    </span>
  );
}
