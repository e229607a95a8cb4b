import { PortalApi } from './api.js';
import { linkIn, waitForMail } from './outbox.js';
import type { E2EPortal } from './portal.js';

/** The activation link the portal mailed to a newcomer. */
export async function activationLink(portal: E2EPortal, email: string, since = 0): Promise<URL> {
  return new URL(linkIn(await waitForMail(portal.dataDir, email, since), '/verify-email'));
}

/** Confirms a newcomer's e-mail the way the verify-email screen does, with the mailed link's token. */
export async function confirmStudentByMail(portal: E2EPortal, email: string): Promise<void> {
  const link = await activationLink(portal, email);
  await new PortalApi(portal.url).ok('POST', '/student/confirm-email', {
    json: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
}
