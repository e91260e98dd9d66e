// Runs in <head> before the first paint of every page (the CSP allows no inline script).
// 1. Applies the saved theme (SPEC §4 Theme): saved choice, else system dark preference, else light.
(function () {
  try {
    var saved = localStorage.getItem('esdc:theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // storage blocked: keep the light default
  }
})();
// 2. Says whether a session is stored (SPEC §4 Session: a token that has not expired, with its user), as
// <html data-session="authenticated">, so a server-rendered page (drawn signed out) shows a signed-in member no
// 'Sign in' before the app has taken over the header; lib/session.tsx keeps the attribute true from then on.
(function () {
  try {
    var token = localStorage.getItem('esdc:auth-token');
    var user = JSON.parse(localStorage.getItem('esdc:user') || 'null');
    if (!token || !user || typeof user.email !== 'string' || typeof user.role !== 'string') return;
    var exp = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).exp;
    if (exp != null && !(typeof exp === 'number' && exp * 1000 > Date.now())) return;
    document.documentElement.dataset.session = 'authenticated';
  } catch {
    // no storage or an unreadable token: signed out, as the app will decide
  }
})();
// 3. Keeps the buttons clicked (or pressed with Enter/Space) on a server-rendered page before the app's JavaScript
// has arrived; main.tsx takes them when it hydrates the page and clicks them again once React is in charge
// (an early click is never lost). Links and form submissions work without JavaScript anyway.
(function () {
  var clicked = [];
  function keep(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button, [role="button"]') : null;
    if (!button || (button.type === 'submit' && button.form)) return;
    if (clicked.indexOf(button) < 0) clicked.push(button);
  }
  document.addEventListener('click', keep, true);
  window.__esdcEarlyClicks = {
    take: function () {
      document.removeEventListener('click', keep, true);
      var taken = clicked;
      clicked = [];
      return taken;
    },
  };
})();
