import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { VisuallyHidden } from '@koinonia/ui';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone - 1}px) {
    flex-wrap: wrap;
  }
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Tab = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: none;
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: -3px; }
  /* On a phone the tabs share the width, and one that does not fit goes to a second row: none is cut off. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone - 1}px) {
    flex: 1 1 auto;
    justify-content: center;
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

const Badge = styled.span`
  flex: none;
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.8125rem;
  line-height: 1.5rem;
  text-align: center;
`;

const Panel = styled.div`
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 4px; }
`;

export interface SectionTab<Id extends string> {
  id: Id;
  label: string;
  /** A count shown beside the label (e.g. people waiting), with its own words for screen readers. */
  badge?: { text: string; description: string };
}

/**
 * WAI-ARIA tabs: one tab in the Tab order (the chosen one); the arrow keys move between tabs in reading
 * order (mirrored right to left), Home and End go to the first and last, and moving chooses.
 */
export function SectionTabs<Id extends string>(props: {
  label: string;
  tabs: readonly SectionTab<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  children: ReactNode;
}) {
  const { dir } = useLanguage();
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = props.tabs.findIndex((tab) => tab.id === props.selected);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward ? (index + 1) % props.tabs.length
      : event.key === backward ? (index - 1 + props.tabs.length) % props.tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? props.tabs.length - 1
      : null;
    if (target === null) return;
    event.preventDefault();
    const next = props.tabs[target]!;
    props.onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <>
      <TabList role="tablist" aria-label={props.label} onKeyDown={onKeyDown}>
        {props.tabs.map((tab) => {
          const selected = tab.id === props.selected;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => props.onSelect(tab.id)}
            >
              {tab.label}
              {tab.badge ? (
                <>
                  <Badge aria-hidden="true">{tab.badge.text}</Badge>
                  <VisuallyHidden>{tab.badge.description}</VisuallyHidden>
                </>
              ) : null}
            </Tab>
          );
        })}
      </TabList>
      <Panel role="tabpanel" id={panelId(props.selected)} aria-labelledby={tabId(props.selected)} tabIndex={0}>
        {props.children}
      </Panel>
    </>
  );
}
