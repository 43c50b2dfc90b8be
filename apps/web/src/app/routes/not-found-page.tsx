import { DocumentTitle } from '@/session/document-title';
import { SearchIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';

export function NotFoundPage() {
  return (
    <div className="container page">
      <DocumentTitle title="Page Not Found" />
      <h1 className="page-title">Page Not Found</h1>
      <Panel
        title="We could not find that page"
        icon={<SearchIcon size={40} />}
        links={[
          { to: '/', label: 'Go to Home' },
          { to: '/collections', label: 'Browse Collections' },
        ]}
      >
        The link may be old or mistyped. Our books are all in the collections.
      </Panel>
    </div>
  );
}
