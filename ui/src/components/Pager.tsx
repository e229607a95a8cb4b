import Pagination from 'react-bootstrap/Pagination';

/** Page numbers around the current one, with first/previous/next/last. Pages count from 1. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  readonly page: number;
  readonly pageCount: number;
  readonly onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const last = Math.min(pageCount, first + 4);
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <Pagination className="mb-0 flex-wrap" aria-label="Pages">
      <Pagination.First onClick={() => onPage(1)} disabled={page === 1} />
      <Pagination.Prev onClick={() => onPage(page - 1)} disabled={page === 1} />
      {pages.map((number) => (
        <Pagination.Item key={number} active={number === page} onClick={() => onPage(number)}>
          {number}
        </Pagination.Item>
      ))}
      <Pagination.Next onClick={() => onPage(page + 1)} disabled={page === pageCount} />
      <Pagination.Last onClick={() => onPage(pageCount)} disabled={page === pageCount} />
    </Pagination>
  );
}
