// Applies the saved theme before first paint (SPEC §4 Theme): saved choice, else system dark preference, else light.
(function () {
  try {
    var saved = localStorage.getItem('esdc:theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // storage blocked: keep the light default
  }
})();
