import type { ReactNode } from 'react';

/** A screen's title with its actions on the right (they wrap under it on a narrow screen). */
export function PageTitle({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
      <h1 className="h3 mb-0">{title}</h1>
      {children && <div className="d-flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
