/** A thin bar at the top while the next page's code (a lazy route) is loading. */
export function NavigationProgress() {
  return (
    <div className="nav-progress" role="status">
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
