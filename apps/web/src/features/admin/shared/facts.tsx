import type { ReactNode } from 'react';

/** Named values ('E-mail', 'Phone' …) as a description list; `stacked` puts each value under its name. */
export function Facts({ facts, stacked = false }: { facts: readonly (readonly [name: string, value: ReactNode])[]; stacked?: boolean }) {
  return (
    <dl className={`admin-facts${stacked ? ' admin-facts--stacked' : ''}`}>
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
