import { DocumentTitle } from '@/session/document-title';
import { ErrorState, ListSkeleton } from '../shared/query-states';
import { useAdminSettings } from './settings-api';
import { SettingsForm } from './settings-form';
import { SettingsHistory } from './settings-history';

/** /admin/settings: the shop's identity, payments, money rules and notification address. */
export function SettingsPage() {
  const settings = useAdminSettings();

  let body;
  if (settings.isPending) {
    body = <ListSkeleton rows={4} label="Loading settings…" />;
  } else if (settings.isError) {
    body = <ErrorState error={settings.error} onRetry={() => void settings.refetch()} title="Could not load the settings" />;
  } else {
    body = (
      <>
        <SettingsForm settings={settings.data.settings} />
        <SettingsHistory history={settings.data.history} />
      </>
    );
  }

  return (
    <>
      <DocumentTitle title="Settings" />
      <h1 className="admin-title">Settings</h1>
      <p className="admin-muted admin-lead">What shoppers see of the shop and what checkout charges. Changes apply to new orders only.</p>
      <div className="admin-stack">{body}</div>
    </>
  );
}
