// Mantine's colour scheme before the first paint: the saved choice, else the system's.
// Without it a dark system would flash white until the bundle runs. A file of its
// own, not an inline script, so the Content-Security-Policy can refuse every inline script;
// it stays a classic blocking script so it still runs before the first paint.
/* global matchMedia, document */
try {
  var saved = localStorage.getItem('mantine-color-scheme-value');
  var scheme =
    saved === 'light' || saved === 'dark'
      ? saved
      : matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
}
