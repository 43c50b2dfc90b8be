import { storeSettingLabel, type StoreSettingChange, type StoreSettingsRevision } from '@bookstore/contracts';
import { formatDateTime } from '../shared/format';

const shown = (value: StoreSettingChange['from']) => {
  if (value === null || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  return String(value);
};

/** The latest saves, newest first: who, when, and each setting's old and new value. */
export function SettingsHistory({ history }: { history: readonly StoreSettingsRevision[] }) {
  return (
    <section className="admin-card" aria-labelledby="settings-history">
      <h2 id="settings-history" className="admin-card__title">
        Recent changes
      </h2>
      {history.length === 0 ? (
        <p className="admin-muted">No changes yet: the store runs on its default settings.</p>
      ) : (
        <ol className="admin-timeline" aria-label="Recent changes">
          {history.map((revision) => (
            <li key={revision.id} className="admin-timeline__item">
              <p className="admin-timeline__meta">
                {formatDateTime(revision.changedAt)} · {revision.changedBy}
              </p>
              <ul className="admin-settings-changes">
                {revision.changes.map((change) => (
                  <li key={change.field}>
                    <strong>{storeSettingLabel(change.field)}</strong>: {shown(change.from)} → {shown(change.to)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
