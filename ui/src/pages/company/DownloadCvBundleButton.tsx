import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { api } from '../../api/api.js';
import { useDownload } from '../../components/useDownload.js';

/** Download CVs: every interviewee's CV for the company, as one zip named after its username. */
export function DownloadCvBundleButton({ companyId }: { readonly companyId: string }) {
  const { downloading: busy, download: get } = useDownload(() =>
    api.download('/interview/get-cv-company', 'cvs.zip', { params: { query: { id: companyId } } }),
  );

  return (
    <Button variant="outline-primary" onClick={() => void get()} disabled={busy}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
      Download CVs
    </Button>
  );
}
