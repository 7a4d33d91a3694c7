/** 24×24 stroke icons for the navigation and header; drawn here so the shell carries no icon library. */
const paths = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  people: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM1 21v-1a6 6 0 0 1 12 0v1M17 11a3 3 0 1 0 0-6M23 21v-1a5 5 0 0 0-4-5',
  forum: 'M3 5h13v9H8l-5 4zM8 17v1h9l4 3V9h-3',
  contacts: 'M4 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H4zM12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM7 17a5 5 0 0 1 10 0M2 7h2M2 12h2M2 17h2',
  message: 'M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  trophy: 'M8 4h8v6a4 4 0 0 1-8 0zM8 6H4v2a4 4 0 0 0 4 4M16 6h4v2a4 4 0 0 1-4 4M12 14v4M8 21h8M10 18h4',
  book: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
  journal: 'M6 3h12v18H6zM9 7h6M9 11h6M9 15h3',
  prayer: 'M12 3c-2 3-4 6-4 10v5l-3 3M12 3c2 3 4 6 4 10v5l3 3M12 3v15',
  audio: 'M9 18V6l11-3v12M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 15a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  hands: 'M7 11V6a2 2 0 0 1 4 0v5M11 9V4a2 2 0 0 1 4 0v7M15 8a2 2 0 0 1 4 0v6a7 7 0 0 1-7 7h-1a7 7 0 0 1-6-3l-3-5a2 2 0 0 1 3-2l2 2',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM16 8l-2 6-6 2 2-6z',
  clipboard: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5',
  team: 'M12 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM5 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM19 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM7 21v-2a5 5 0 0 1 10 0v2M1 20v-1a4 4 0 0 1 4-4M23 20v-1a4 4 0 0 0-4-4',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  image: 'M3 4h18v16H3zM3 16l5-5 4 4 3-3 6 6M16 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  dashboard: 'M3 3h8v10H3zM13 3h8v6h-8zM13 11h8v10h-8zM3 15h8v6H3z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  folder: 'M3 6h6l2 2h10v11H3z',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .5-1.5-1.5.5-2-3-1-1 2h-2l-1-2-3 1 .5 2L6 7.5 4 7 3 10l2 1v2l-2 1 1 3 2-.5 1.5 1.5-.5 2 3 1 1-2h2l1 2 3-1-.5-2 1.5-1.5 2 .5 1-3-2-1z',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  church: 'M12 2v4M10 4h4M6 21V11l6-5 6 5v10M3 21h18M10 21v-4a2 2 0 0 1 4 0v4',
  pen: 'M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3',
  megaphone: 'M3 10v4h3l8 5V5L6 10zM18 9a3 3 0 0 1 0 6M7 14l1 5h2l-1-5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  candle: 'M9 10h6v11H9zM12 10V7M12 7c-1.5-1-1.5-3 0-4 1.5 1 1.5 3 0 4z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21a2 2 0 0 0 4 0',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  pin: 'M9 3h6l-1 6 4 4H6l4-4zM12 13v8',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M21 13A9 9 0 1 1 11 3a7 7 0 0 0 10 10z',
  chevron: 'M9 6l6 6-6 6',
  collapse: 'M4 4h16v16H4zM9 4v16M16 9l-3 3 3 3',
  expand: 'M4 4h16v16H4zM9 4v16M13 9l3 3-3 3',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7v.5M12 17h.01',
  logout: 'M9 21H4V3h5M16 17l5-5-5-5M21 12H9',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
