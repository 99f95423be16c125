/* global document, requestAnimationFrame */
// Starts the app on a page the server has already rendered (server/src/modules/spa/spa.routes.ts):
// the page needs no script for its first paint, so the app's module graph is requested only after
// that paint, and the scripts never compete with the stylesheet and the first photo.
(function startAppAfterFirstPaint() {
  var loader = document.currentScript;
  var entry = loader.getAttribute('data-entry');
  var preloads = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function append(element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      append(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    append(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // Tabs opened in the background get no animation frames.
  setTimeout(start, 300);
})();
