import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/**
 * The dark/light switch of PRODUCT §1. Mantine remembers the choice in localStorage; until
 * there is one, the scheme is "auto" and follows the system (index.html applies it before
 * the first paint, so a dark system never flashes white).
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const dark = computed === 'dark';
  const label = dark ? 'Ativar tema claro' : 'Ativar tema escuro';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-scheme={computed}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}

function SunIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </g>
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
