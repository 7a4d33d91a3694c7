import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs, which are activated on focus. Every panel is
 * in the HTML; the ones not selected are hidden, and the page's <noscript> style shows them all.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = { ArrowRight: rtl ? index - 1 : index + 1, ArrowLeft: rtl ? index + 1 : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + tabs.length) % tabs.length;
    setSelected(tabs[target]?.id);
    buttons.current[target]?.focus();
  };
  return (
    <>
      <div className="k-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            className="k-tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" className="k-tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`} hidden={tab.id !== selected} tabIndex={0}>
          {tab.panel}
        </div>
      ))}
    </>
  );
}
