import { useEffect, useState } from 'react';
import { fetchStudentPicture } from '../../api/student-picture.js';
import { Avatar } from '../../components/Avatar.js';
import { useSession } from '../../session/SessionContext.js';

/** The student's picture, loaded with the bearer token and shown as an object URL; initials until then. */
export function ProfilePicture({
  name,
  pictureUrl,
  size,
}: {
  readonly name: string;
  readonly pictureUrl: string | null;
  readonly size: number;
}) {
  const { user } = useSession();
  const token = user?.token ?? null;
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!pictureUrl || !token) return;
    let revoked = false;
    let created: string | null = null;
    fetchStudentPicture(pictureUrl, token)
      .then((blob) => {
        if (revoked) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => setObjectUrl(null));
    return () => {
      revoked = true;
      if (created) URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [pictureUrl, token]);

  return <Avatar name={name} image={objectUrl} size={size} />;
}
