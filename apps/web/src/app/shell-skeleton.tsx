/**
 * The placeholder of index.html's shell (same classes, styled by the inlined src/styles/critical.css):
 * shown until the first page's code arrives, so React's first frame matches what the HTML painted.
 */
export function ShellSkeleton() {
  return (
    <div className="container shell-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      <div aria-hidden="true">
        <span className="shell-block shell-hero" />
        <span className="shell-block shell-heading" />
        <ul className="shell-grid">
          {[0, 1, 2, 3].map((card) => (
            <li key={card}>
              <span className="shell-block shell-cover" />
              <span className="shell-block shell-line" />
              <span className="shell-block shell-line shell-line--short" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
