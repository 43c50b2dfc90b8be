import { MESSAGES } from '@bookstore/contracts';

export interface Detail {
  label: string;
  value: string | null | undefined;
}

/** The view mode of a section: label and value pairs; an empty value reads 'Not provided'. */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <dl className="detail-list">
      {items.map(({ label, value }) => {
        const shown = value?.trim();
        return (
          <div key={label} className="detail-list__row">
            <dt>{label}</dt>
            <dd className={shown ? undefined : 'is-empty'} dir="auto">
              {shown || MESSAGES.account.notProvided}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
