import { useState, type ReactNode } from 'react';

interface EditableSectionProps {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  title: string;
  editLabel: string;
  view: ReactNode;
  /** The edit form; it calls `onDone` when saved or cancelled, which shows the view again. */
  form: (onDone: () => void) => ReactNode;
}

/** An account section that shows its details, and its form in their place once 'Edit …' is pressed. */
export function EditableSection({ headingId, title, editLabel, view, form }: EditableSectionProps) {
  const [editing, setEditing] = useState(false);
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <div className="account-section__head">
        <h2 id={headingId}>{title}</h2>
        {!editing && (
          <button type="button" className="btn btn--outline btn--small" onClick={() => setEditing(true)}>
            {editLabel}
          </button>
        )}
      </div>
      {editing ? form(() => setEditing(false)) : view}
    </section>
  );
}
