import { useRef, type KeyboardEvent } from 'react';

export const ACCOUNT_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'address', label: 'Address' },
  { id: 'orders', label: 'My Orders' },
  { id: 'security', label: 'Security' },
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number]['id'];

export const isAccountTab = (value: string | null): value is AccountTab => ACCOUNT_TABS.some((tab) => tab.id === value);
export const tabId = (tab: AccountTab) => `account-tab-${tab}`;
export const panelId = (tab: AccountTab) => `account-panel-${tab}`;

interface AccountMenuProps {
  active: AccountTab;
  onSelect: (tab: AccountTab) => void;
  onSignOut: () => void;
}

/** The side menu: the four tabs (arrow keys move between them) and Sign Out. */
export function AccountMenu({ active, onSelect, onSignOut }: AccountMenuProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ACCOUNT_TABS.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: ACCOUNT_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + ACCOUNT_TABS.length) % ACCOUNT_TABS.length;
    onSelect(ACCOUNT_TABS[next]!.id);
    tabs.current[next]?.focus();
  };

  return (
    <nav className="account-menu" aria-label="Account">
      <div role="tablist" aria-orientation="vertical" aria-label="Account sections" className="account-menu__tabs" onKeyDown={onKeyDown}>
        {ACCOUNT_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === active}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === active ? 0 : -1}
            className={`account-menu__item${tab.id === active ? ' is-active' : ''}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <button type="button" className="account-menu__item account-menu__signout" onClick={onSignOut}>
        Sign Out
      </button>
    </nav>
  );
}
