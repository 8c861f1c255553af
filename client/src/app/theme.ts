import { Anchor, createTheme, type CSSVariablesResolver, type ModalProps } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on white above WCAG AA's 4.5:1
  // (Mantine's default shade 6 gives 3.6:1, which axe reports as serious).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Keyboard users must always see where focus is; pointer users are not bothered by it.
  focusRing: 'auto',
  components: {
    // A link inside a sentence must not rely on colour alone (axe's link-in-text-block).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Every dialog's close button is named in Portuguese (Mantine gives it no name). A plain
    // object, not Modal.extend: importing Modal here would put it in the landing's bundle.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } satisfies Partial<ModalProps>,
    },
  },
});

/**
 * Text of the light variants and of `c="green"`-like text, in light mode: Mantine uses
 * shades 6–9, which on white or their own pale tint give 2.7–4.4:1 (axe flags green,
 * yellow and orange badges and statuses). These darker tones reach 4.5:1 on both.
 */
const READABLE_ON_LIGHT: Record<string, string> = {
  green: '#1b6b2c',
  teal: '#0b6b4f',
  yellow: '#8a5a00',
  orange: '#a63c06',
  red: '#b02525',
  grape: '#862e9c',
};

const lightTextColours = Object.fromEntries(
  Object.entries(READABLE_ON_LIGHT).flatMap(([colour, value]) => [
    [`--mantine-color-${colour}-text`, value],
    [`--mantine-color-${colour}-light-color`, value],
  ]),
);

/**
 * Mantine's "dimmed" text (gray 6 / dark 2) fails AA contrast; one shade darker/lighter passes.
 * The placeholder (gray 5 / dark 3) is real text in a FileInput, so it must pass too.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // A field's error under it (red 6 on white is 3.3:1): the readable red above.
    '--mantine-color-error': READABLE_ON_LIGHT.red ?? '#b02525',
    ...lightTextColours,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    // Red 8 on the dark body is 3.9:1; red 4 is above 4.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
