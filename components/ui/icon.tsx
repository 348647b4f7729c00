import type { SERVICE_ICONS } from '@/lib/content/services';

export type IconName = (typeof SERVICE_ICONS)[number];

const paths: Record<IconName, string> = {
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 20c0-3 3-5 6-5s6 2 6 5M14 15.5c.9-.3 1.9-.5 3-.5 3 0 5 2 5 5',
  cloud: 'M7 18h10a4 4 0 0 0 .6-8A6 6 0 0 0 6.2 11 3.5 3.5 0 0 0 7 18Z',
  code: 'm8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14',
  layers: 'm12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5',
  ai: 'M9 4h6M12 4v3m-6 3h12v9H6v-9Zm3 4h.01M15 14h.01M9.5 17h5M3 13v3m18-3v3',
  mobile: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2',
  rocket: 'M14 4c3 0 6 3 6 6-2 4-6 7-9 8l-5-5c1-3 4-7 8-9Zm-8 9-3 1 2 2m4 3 1 3 2-2m3-10h.01',
  design: 'M4 20 14 10m-2-2 4-4 4 4-4 4m-9 8 2-6 4 4-6 2Z',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm3.5-12.5-2 5-5 2 2-5 5-2Z',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
  megaphone: 'M4 10v4h3l8 4V6L7 10H4Zm15-1a3 3 0 0 1 0 6M7 14l1 5h3',
  route:
    'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm12-10a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM6 15V9a3 3 0 0 1 3-3h3m6 3v6a3 3 0 0 1-3 3h-3',
  office: 'M4 21V6l8-3v18M12 8h8v13M7 9h2m-2 4h2m-2 4h2m6-5h2m-2 4h2M2 21h20',
  wrench: 'M15 6a4 4 0 0 0 4.9 4.9L20 11l-9 9a2.1 2.1 0 0 1-3-3l9-9 .1-.1A4 4 0 0 1 15 6Z',
  browser: 'M3 5h18v14H3V5Zm0 4h18M6 7h.01M8.5 7h.01M7 13l2 2-2 2m5 0h4',
};

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
