// Runs before the first paint so a dark page never flashes light; the key is THEME_STORAGE_KEY of @meche/ui.
try {
  var theme = localStorage.getItem('meche-theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
} catch (e) {
  // Storage unavailable: the default theme applies.
}
