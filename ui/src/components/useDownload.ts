import { useState } from 'react';
import { errorText } from '../api/client.js';
import { DOWNLOAD_SUCCESS } from '../screen-texts.js';
import { useAlerts } from './AlertsContext.js';

/**
 * A download button's call: busy while it runs, DOWNLOAD_SUCCESS in an alert when done; a failure
 * goes to `onFailure`, or by default its text to an alert.
 */
export function useDownload(
  fetchFile: () => Promise<unknown>,
  onFailure?: (error: unknown) => void,
): { readonly downloading: boolean; readonly download: () => Promise<void> } {
  const alerts = useAlerts();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await fetchFile();
      alerts.success(DOWNLOAD_SUCCESS);
    } catch (error) {
      if (onFailure) onFailure(error);
      else alerts.error(errorText(error));
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
