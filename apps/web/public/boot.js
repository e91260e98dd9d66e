// Starts the app on a prerendered page (docs/decisions/005): the page is already readable, so the app's
// JavaScript is fetched once it has painted instead of competing with the first paint. The entry module
// and its preloads are named by the build in data-entry / data-preload (space-separated).
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the next frame; a background tab gets no frames, so it starts at once.
  if (document.hidden) start();
  else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 500);
  }
})();
