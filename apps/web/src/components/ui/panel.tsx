import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertIcon, BookIcon } from './icons';

interface PanelProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Where to go next, as button-styled links after `actions`: the first is the primary one. */
  links?: readonly { to: string; label: string }[];
  icon?: ReactNode;
  tone?: 'neutral' | 'error';
  /** Heading level of the title inside the page's outline. */
  level?: 1 | 2 | 3;
}

/** Empty states, "not found" and error notices: a title, a line of text and what to do next. */
export function Panel({ title, children, actions, links = [], icon, tone = 'neutral', level = 2 }: PanelProps) {
  const Heading = `h${level}` as const;
  const shownIcon = icon ?? (tone === 'error' ? <AlertIcon size={40} /> : <BookIcon size={40} />);
  return (
    <div className={`panel${tone === 'error' ? ' panel--error' : ''}`} role={tone === 'error' ? 'alert' : undefined}>
      <span className="panel__icon" aria-hidden="true">
        {shownIcon}
      </span>
      <Heading className="panel__title">{title}</Heading>
      {children && <div className="panel__text">{children}</div>}
      {(actions || links.length > 0) && (
        <div className="btn-row">
          {actions}
          {links.map((link, index) => (
            <Link key={link.to} to={link.to} className={`btn ${index === 0 ? 'btn--primary' : 'btn--outline'}`}>
              {link.label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
