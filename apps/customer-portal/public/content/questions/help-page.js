// The help pages' one script. In the apps' help modal (an iframe) a key pressed inside the page
// never reaches the app, so Escape is passed on to close the modal (HELP_CLOSE_MESSAGE in
// packages/app-shell/src/help/help-pages.ts). Opened on its own, the page has nothing to close.
(() => {
  if (window.parent === window) return;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' && event.key !== 'Esc') return;
    window.parent.postMessage({ type: 'brand-help:close' }, window.location.origin);
  });
})();
