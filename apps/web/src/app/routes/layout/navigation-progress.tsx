import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code (a lazy route) is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="nav-progress" role="status">
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
