/* global document, window, requestAnimationFrame */
// Starts the app on a page the server has already rendered (server/src/modules/spa/spa.routes.ts):
// the page needs no script for its first paint, so the app's module graph is requested only once
// the page's largest paint is on screen, and the scripts never compete with the stylesheet and
// the first photo (nor delay their paint).
//
// "On screen" is what the browser reports, not a guess: an animation frame callback runs before
// the frame is painted and presented (in Chromium the first presentation came 80-90 ms after it),
// so the loader waits for the paint timing of the page's main photo (Element Timing of the
// <img elementtiming="main-photo"> when it is in the first viewport) or, without one, for the
// first contentful paint.
(function startAppAfterLargestPaint() {
  var loader = document.currentScript;
  var entry = loader.getAttribute('data-entry');
  var preloads = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  /** A page whose paint is never reported (hidden, or an old browser) still starts by then. */
  var FALLBACK_MS = 2500;
  /** The elementtiming name of the page's main photo (apps/web/src/ui/AnimalImage.tsx). */
  var MAIN_PHOTO = 'main-photo';
  var started = false;
  var observer = null;

  function append(element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
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

  /** The main photo, when it is (at least partly) in the first viewport: the page's largest paint. */
  function visibleMainPhoto() {
    var photo = document.querySelector('#root img[elementtiming="' + MAIN_PHOTO + '"]');
    if (!photo) return null;
    var box = photo.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 ? photo : null;
  }

  var supported = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes || [] : [];
  // Nothing is painted in a tab opened in the background: nothing to wait for. Browsers without
  // paint timing start after the next frame, as soon as they can.
  if (supported.indexOf('element') === -1 || supported.indexOf('paint') === -1 || document.visibilityState === 'hidden') {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 300);
    return;
  }

  var photo = visibleMainPhoto();
  observer = new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (paint) {
      var painted = photo ? paint.identifier === MAIN_PHOTO : paint.name === 'first-contentful-paint';
      if (painted) setTimeout(start, 0);
    });
  });
  // buffered: the paint may have been reported before this script ran.
  observer.observe({ type: photo ? 'element' : 'paint', buffered: true });
  if (photo) photo.addEventListener('error', start);
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  setTimeout(start, FALLBACK_MS);
})();
