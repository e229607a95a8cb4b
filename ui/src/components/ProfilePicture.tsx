import { useEffect, useState } from 'react';
import { API_BASE, getBlob } from '../api/client.js';
import { Avatar } from './Avatar.js';

/**
 * A student's picture. It is not public (GET /student/get-profile-img needs the bearer token), so
 * an <img> cannot load its URL: the bytes are fetched through the API client and shown as an
 * object URL, with the initials until then or when there is none.
 */
export function ProfilePicture({
  name,
  pictureUrl,
  size,
}: {
  readonly name: string;
  /** The API path the student's JSON gives as `image`, or null. */
  readonly pictureUrl: string | null;
  readonly size?: number;
}) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!pictureUrl?.startsWith(API_BASE)) return;
    let dropped = false;
    let created: string | null = null;
    getBlob(pictureUrl.slice(API_BASE.length))
      .then((blob) => {
        if (dropped) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => setObjectUrl(null));
    return () => {
      dropped = true;
      if (created) URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [pictureUrl]);

  return <Avatar name={name} image={objectUrl} size={size} />;
}
