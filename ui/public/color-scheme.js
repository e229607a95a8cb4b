/* global window, document */
// Bootstrap's colour mode (data-bs-theme) follows the system's light or dark setting: set before
// the app paints, so the page never flashes light, and kept in sync when the setting changes.
// A file rather than an inline script: the portal's CSP allows scripts from 'self' only.
(function () {
  var dark = window.matchMedia('(prefers-color-scheme: dark)');
  function follow() {
    document.documentElement.setAttribute('data-bs-theme', dark.matches ? 'dark' : 'light');
  }
  follow();
  dark.addEventListener('change', follow);
})();
