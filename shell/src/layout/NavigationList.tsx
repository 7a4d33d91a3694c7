import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Icon } from './icons';
import { groupForPath, isItemActive, type NavigationGroup, type NavigationItem } from './navigation';
import type { NavigationState } from './navigation-state';

/** SPEC §9: the sidebar's tooltip delay. */
export const SIDEBAR_TOOLTIP_DELAY_MS = 500;

export interface NavigationListProps {
  groups: NavigationGroup[];
  iconMode: boolean;
  state: NavigationState;
  expandGroup(id: string | null): void;
  togglePin(id: string): void;
  markTooltipSeen(id: string): void;
  onNavigate?(): void;
}

const Heading = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  background: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  font: inherit;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  /* Drawn inside: the sidebar's scrolling list would clip an outline outside the heading. */
  &:focus-visible { outline-offset: -3px; }
  svg { transition: transform 150ms; }
  &[aria-expanded='true'] svg { transform: rotate(90deg); }
  [dir='rtl'] &[aria-expanded='false'] svg { transform: rotate(180deg); }
`;

const StaticHeading = styled.h2`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(2)};
  font-size: 0.75rem;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Fixed, not absolute: the sidebar's list scrolls, and a scrolling box would clip a tooltip that leaves it.
const Tooltip = styled.span`
  position: fixed;
  transform: translateY(-50%);
  z-index: 60;
  width: max-content;
  max-width: 14rem;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.8rem;
  font-weight: 500;
  letter-spacing: normal;
  pointer-events: none;
`;

/** Places a tooltip just past the inline end of `element`, vertically centred on it. */
function besideElement(element: HTMLElement): CSSProperties {
  const box = element.getBoundingClientRect();
  const rtl = getComputedStyle(element).direction === 'rtl';
  const gap = 8;
  return {
    top: box.top + box.height / 2,
    insetInlineStart: rtl ? document.documentElement.clientWidth - box.left + gap : box.right + gap,
  };
}

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li<{ $iconMode: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  a {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-width: 0;
    padding: ${({ theme }) => theme.space(2)};
    justify-content: ${({ $iconMode }) => ($iconMode ? 'center' : 'flex-start')};
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
  a:focus-visible, button:focus-visible { outline-offset: -3px; }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  /* Icon mode names each icon in a tooltip after the sidebar delay. */
  .label-tooltip { visibility: hidden; opacity: 0; }
  a:hover .label-tooltip, a:focus-visible .label-tooltip {
    visibility: visible;
    opacity: 1;
    transition: opacity 100ms ${SIDEBAR_TOOLTIP_DELAY_MS}ms, visibility 0s ${SIDEBAR_TOOLTIP_DELAY_MS}ms;
  }
  .pin { opacity: 0; }
  &:hover .pin, &:focus-within .pin, .pin[aria-pressed='true'] { opacity: 1; }
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const PinButton = styled.button`
  flex: none;
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  background: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[aria-pressed='true'] { color: ${({ theme }) => theme.colors.accent}; }
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const Divider = styled.hr`
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
`;

function ItemLink(props: { item: NavigationItem; siblings: readonly NavigationItem[]; iconMode: boolean } & Pick<NavigationListProps, 'state' | 'togglePin' | 'onNavigate'>) {
  const { item, siblings, iconMode, state, togglePin, onNavigate } = props;
  const { t } = useLanguage();
  const { pathname } = useLocation();
  const label = t(`nav.item.${item.id}`, item.label);
  const pinned = state.pinned.includes(item.id);
  const active = isItemActive(item, pathname, siblings);
  const [tooltipPlace, setTooltipPlace] = useState<CSSProperties>();
  const placeTooltip = iconMode ? (event: { currentTarget: HTMLElement }) => setTooltipPlace(besideElement(event.currentTarget)) : undefined;
  return (
    <Row $iconMode={iconMode}>
      <Link
        to={item.path}
        aria-current={active ? 'page' : undefined}
        aria-label={iconMode ? label : undefined}
        onClick={onNavigate}
        onPointerEnter={placeTooltip}
        onFocus={placeTooltip}
      >
        <Icon name={item.icon} />
        {iconMode ? (
          <Tooltip className="label-tooltip" aria-hidden="true" style={tooltipPlace}>
            {label}
          </Tooltip>
        ) : (
          <Label>{label}</Label>
        )}
      </Link>
      {iconMode ? null : (
        <PinButton
          type="button"
          className="pin"
          aria-pressed={pinned}
          aria-label={pinned ? t('nav.unpin', 'Unpin {item}').replace('{item}', label) : t('nav.pin', 'Pin {item}').replace('{item}', label)}
          onClick={() => togglePin(item.id)}
        >
          <Icon name="pin" size={16} />
        </PinButton>
      )}
    </Row>
  );
}

/** A group heading that expands its items, with a tooltip the first time it is looked at (SPEC §2, §9). */
function GroupHeading(props: { group: NavigationGroup; expanded: boolean; listId: string } & Pick<NavigationListProps, 'state' | 'expandGroup' | 'markTooltipSeen'>) {
  const { group, expanded, listId, state, expandGroup, markTooltipSeen } = props;
  const { t } = useLanguage();
  const [tooltipPlace, setTooltipPlace] = useState<CSSProperties | null>(null);
  const showTooltip = tooltipPlace !== null;
  const headingRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tooltipId = useId();
  const seen = state.tooltipsSeen.includes(group.id);

  const startTooltip = () => {
    if (seen) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (headingRef.current) setTooltipPlace(besideElement(headingRef.current));
    }, SIDEBAR_TOOLTIP_DELAY_MS);
  };
  const endTooltip = () => {
    clearTimeout(timer.current);
    if (showTooltip) {
      setTooltipPlace(null);
      markTooltipSeen(group.id);
    }
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div>
      <Heading
        ref={headingRef}
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={showTooltip ? tooltipId : undefined}
        onClick={() => expandGroup(expanded ? null : group.id)}
        onPointerEnter={startTooltip}
        onPointerLeave={endTooltip}
        onFocus={startTooltip}
        onBlur={endTooltip}
      >
        {t(`nav.group.${group.id}`, group.label ?? '')}
        <Icon name="chevron" size={14} />
      </Heading>
      {showTooltip ? (
        <Tooltip id={tooltipId} role="tooltip" style={tooltipPlace ?? undefined}>
          {t(`nav.groupHint.${group.id}`, group.description)}
        </Tooltip>
      ) : null}
    </div>
  );
}

/** The sidebar's and the drawer's navigation: PINNED first, then each group (SPEC §2 "Sidebar"). */
export function NavigationList(props: NavigationListProps) {
  const { groups, iconMode, state, expandGroup } = props;
  const { t } = useLanguage();
  const { pathname } = useLocation();
  const listIdPrefix = useId();
  const currentGroup = groupForPath(groups, pathname);
  const everyItem = groups.flatMap((group) => group.items);
  const pinnedItems = state.pinned
    .map((id) => everyItem.find((item) => item.id === id))
    .filter((item): item is NavigationItem => item !== undefined);

  // SPEC §2: the group matching the current path expands automatically.
  const currentGroupHasHeading = groups.some((group) => group.id === currentGroup && group.label !== null);
  useEffect(() => {
    if (currentGroup && currentGroupHasHeading) expandGroup(currentGroup);
  }, [currentGroup, currentGroupHasHeading, expandGroup]);

  const itemProps = { iconMode, state: props.state, togglePin: props.togglePin, onNavigate: props.onNavigate };
  return (
    <>
      {pinnedItems.length > 0 ? (
        <section aria-label={t('nav.pinned', 'PINNED')}>
          {iconMode ? null : <StaticHeading>{t('nav.pinned', 'PINNED')}</StaticHeading>}
          <Items>
            {pinnedItems.map((item) => (
              <ItemLink key={item.id} item={item} siblings={pinnedItems} {...itemProps} />
            ))}
          </Items>
          {iconMode ? <Divider /> : null}
        </section>
      ) : null}
      {groups.map((group) => {
        const listId = `${listIdPrefix}-${group.id}`;
        const expanded = iconMode || group.label === null || state.expandedGroup === group.id;
        return (
          <section key={group.id} aria-label={group.label ? t(`nav.group.${group.id}`, group.label) : undefined}>
            {group.label && !iconMode ? (
              <GroupHeading group={group} expanded={expanded} listId={listId} state={state} expandGroup={expandGroup} markTooltipSeen={props.markTooltipSeen} />
            ) : null}
            {group.label && iconMode ? <Divider /> : null}
            <Items id={listId} hidden={!expanded}>
              {group.items.map((item) => (
                <ItemLink key={item.id} item={item} siblings={group.items} {...itemProps} />
              ))}
            </Items>
          </section>
        );
      })}
    </>
  );
}
