import type { CSSProperties } from 'react';

/** A shimmering block standing in for content that is loading. */
export function Skeleton({ className = '', style }: { className?: string; style?: CSSProperties }) {
  return <span className={`skeleton ${className}`.trim()} style={style} aria-hidden="true" />;
}
