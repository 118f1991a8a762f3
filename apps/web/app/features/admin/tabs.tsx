import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps<V extends string> {
  label: string;
  tabs: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop for the row, arrow keys (and Home/End) move between tabs and
 * select them, the panel is labelled by its tab.
 */
export function Tabs<V extends string>({ label, tabs, value, onChange, children }: TabsProps<V>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (v: V) => `${baseId}-tab-${v}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const target = tabs[next]!;
    onChange(target.value);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(target.value))}`)?.focus();
  };

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={onKeyDown}
              className={`-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors ${
                isSelected
                  ? 'border-brand-600 text-brand-900'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className="pt-5 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
