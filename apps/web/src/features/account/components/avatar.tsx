import type { User } from '@bookstore/contracts';
import { useState } from 'react';

/** The profile picture, or the initials when there is none (or it fails to load). */
export function Avatar({ user, src, size = 96 }: { user: Pick<User, 'name' | 'lastName'>; src?: string | null; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initials = `${user.name.trim()[0] ?? ''}${user.lastName.trim()[0] ?? ''}`.toUpperCase() || '?';
  const style = { width: size, height: size };
  if (src && failed !== src) {
    return <img className="avatar" src={src} alt="" width={size} height={size} style={style} onError={() => setFailed(src)} />;
  }
  return (
    <span className="avatar avatar--initials" style={{ ...style, fontSize: size / 2.6 }} aria-hidden="true">
      {initials}
    </span>
  );
}
