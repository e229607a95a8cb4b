import { useState } from 'react';
import { UPLOAD_SUCCESS } from '../../../../domain/messages.js';
import { errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { cvRefusal } from './uploadRefusal.js';

/**
 * A CV upload: a file the server would refuse is refused before sending; busy while it runs, the
 * spec's "Upload Successfully" once stored, the failure's text otherwise.
 */
export function useCvUpload(send: (file: File) => Promise<unknown>) {
  const alerts = useAlerts();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const refusal = await cvRefusal(file);
      if (refusal) {
        alerts.error(refusal);
        return;
      }
      await send(file);
      alerts.success(UPLOAD_SUCCESS);
    } catch (error) {
      alerts.error(errorText(error));
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}
