import { ApiError, REQUEST_TIMEOUT_MS } from './client.js';

/**
 * The bytes of a student's picture. The picture is not public (GET /student/get-profile-img needs
 * the bearer token), so an <img> cannot load its URL: the page shows an object URL of these bytes.
 * client.ts offers downloads that save to disk but no call that hands back a Blob, hence this one.
 */
export async function fetchStudentPicture(pictureUrl: string, token: string): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(pictureUrl, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'image/*' },
      cache: 'no-store',
      signal: controller.signal,
    });
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !type.startsWith('image/')) throw new ApiError({ status: response.status, code: 'NOT_FOUND' });
    return await response.blob();
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw new ApiError({ status: 0, code: controller.signal.aborted ? 'TIMEOUT' : 'NETWORK' });
  } finally {
    clearTimeout(timer);
  }
}
