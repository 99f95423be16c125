// Hands a page the server has already rendered (server/src/modules/spa/spa.routes.ts) over to the
// app: starts the app after the page's largest paint, fades in the sections in view until then,
// and keeps what the visitor does meanwhile for the app (keepEarlyInput below).
//
// The page needs no script for its first paint, so the app's module graph is requested only once
// the page's largest paint is on screen, and the scripts never compete with the stylesheet and
// the first photo (nor delay their paint).
//
// "On screen" is what the browser reports, not a guess: an animation frame callback runs before
// the frame is painted and presented (in Chromium the first presentation came 80-90 ms after it),
// so the loader waits for the paint timing of the page's main photo (Element Timing of the
// <img elementtiming="main-photo"> when it is in the first viewport) or, without one, for the
// first contentful paint.
(function () {
  revealInView();
  startAppAfterLargestPaint(keepEarlyInput());

  /** Calls back once, when the app has taken over (RootLayout sets html[data-app="ready"]); returns a cancel. */
  function whenAppReady(callback) {
    var watcher = new MutationObserver(function () {
      if (document.documentElement.dataset.app !== 'ready') return;
      watcher.disconnect();
      callback();
    });
    watcher.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
    return function () {
      watcher.disconnect();
    };
  }

  /**
   * The sections that fade in when visible enough (.reveal, apps/web/src/ui/Reveal.tsx) stay
   * hidden in the server's markup: until the app takes over, those in view fade in here, by the
   * same rule (enoughInView there, with the threshold of each section). The app then shows
   * at once what is in view when it takes over.
   */
  function revealInView() {
    var root = document.getElementById('root');
    var sections = root ? root.querySelectorAll('.reveal') : [];
    if (!sections.length || typeof IntersectionObserver !== 'function') return;
    var observer = new IntersectionObserver(
      function (entries) {
        entries.forEach(function (entry) {
          var threshold = Number(entry.target.getAttribute('data-reveal-threshold')) || 0.5;
          var viewport = entry.rootBounds ? entry.rootBounds.height : window.innerHeight;
          var enough = entry.intersectionRatio >= threshold - 0.001 || entry.intersectionRect.height >= viewport * threshold;
          if (!entry.isIntersecting || !enough) return;
          entry.target.classList.add('reveal--shown');
          observer.unobserve(entry.target);
        });
      },
      { threshold: [0, 0.05, 0.1, 0.2, 0.3, 0.35, 0.4, 0.5, 0.6, 0.75, 1] },
    );
    Array.prototype.forEach.call(sections, function (section) {
      observer.observe(section);
    });
    whenAppReady(function () {
      observer.disconnect();
    });
  }

  function startAppAfterLargestPaint(earlyInput) {
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
      // Without the app nothing would ever replay what was kept: the server's page stays as it is.
      script.addEventListener('error', earlyInput.release);
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
  }

  /**
   * Until the app has taken over (html[data-app="ready"], set by RootLayout), the page is the
   * server's markup: links work, but buttons do nothing and the app's render replaces every field
   * with an empty one. So a click on a button is held and replayed on the app's same button, and
   * what was typed, chosen or ticked is carried over to the app's same field (firing the events
   * React listens to). "The same" is the same kind of control with the same name or label, in
   * the same position among those: the app renders the same tree, and a control it does not
   * render gets nothing.
   */
  function keepEarlyInput() {
    var root = document.getElementById('root');
    var held = [];
    var fields = {};
    var focused = null;
    var done = false;

    function label(control) {
      var text = control.getAttribute('aria-label') || control.getAttribute('name') || control.getAttribute('placeholder') || control.textContent || '';
      return control.tagName + '|' + (control.getAttribute('type') || '') + '|' + text.replace(/\s+/g, ' ').trim().slice(0, 80);
    }
    function keyOf(control) {
      var name = label(control);
      var same = Array.prototype.filter.call(root.querySelectorAll(control.tagName), function (other) {
        return label(other) === name;
      });
      return name + '|' + same.indexOf(control);
    }
    function find(key) {
      var parts = key.split('|');
      var position = Number(parts.pop());
      var name = parts.join('|');
      var same = Array.prototype.filter.call(root.querySelectorAll(parts[0]), function (control) {
        return label(control) === name;
      });
      return same[position] || null;
    }
    function isToggle(control) {
      return control.tagName === 'INPUT' && (control.type === 'checkbox' || control.type === 'radio');
    }

    function onClick(event) {
      var control = event.target.closest && event.target.closest('button, [role="button"], input[type="submit"]');
      if (!control || !root.contains(control)) return;
      event.preventDefault();
      held.push(keyOf(control));
      // The press is taken: say so until the app carries it out.
      document.documentElement.style.cursor = 'progress';
    }
    function onSubmit(event) {
      // A form sent with Enter in a field: the app's form gets it.
      if (!root.contains(event.target)) return;
      event.preventDefault();
      held.push('submit:' + keyOf(event.target));
    }
    function onFocusIn(event) {
      if (root.contains(event.target)) focused = keyOf(event.target);
    }
    function onFocusOut(event) {
      var control = event.target;
      // Focus that left for nothing, with the control still there: the visitor's own blur. (The
      // app's render takes the control away with the focus: that one is given back.)
      setTimeout(function () {
        if (control.isConnected && !root.contains(document.activeElement)) focused = null;
      }, 0);
    }
    function onField(event) {
      var control = event.target;
      if (!root.contains(control) || !/^(INPUT|TEXTAREA|SELECT)$/.test(control.tagName)) return;
      fields[keyOf(control)] = isToggle(control) ? control.checked : control.value;
    }

    /** Sets a field like a person would, so React's onChange sees it. */
    function carryOver(control, value) {
      if (isToggle(control)) {
        if (control.checked !== value) control.click();
        return;
      }
      var prototype = control.tagName === 'SELECT' ? HTMLSelectElement : control.tagName === 'TEXTAREA' ? HTMLTextAreaElement : HTMLInputElement;
      Object.getOwnPropertyDescriptor(prototype.prototype, 'value').set.call(control, value);
      control.dispatchEvent(new Event(control.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    }

    /** What is listened to (on the document, while capturing) until the app takes over. */
    var listeners = [
      ['click', onClick],
      ['submit', onSubmit],
      ['input', onField],
      ['change', onField],
      ['focusin', onFocusIn],
      ['focusout', onFocusOut],
    ];
    function stopListening() {
      done = true;
      listeners.forEach(function (listener) {
        document.removeEventListener(listener[0], listener[1], true);
      });
    }
    function replay() {
      stopListening();
      document.documentElement.style.cursor = '';
      Object.keys(fields).forEach(function (key) {
        var control = find(key);
        if (control) carryOver(control, fields[key]);
      });
      held.forEach(function (key) {
        var submit = key.indexOf('submit:') === 0;
        var control = find(submit ? key.slice(7) : key);
        if (!control) return;
        if (submit) control.requestSubmit();
        else control.click();
      });
      // Typing goes on in the field it started in (a replayed click moves the focus itself).
      if (focused && !held.length && !root.contains(document.activeElement)) {
        var again = find(focused);
        if (again) again.focus();
      }
    }

    if (!root || !root.hasChildNodes() || document.documentElement.dataset.app === 'ready') return { release: function () {} };
    listeners.forEach(function (listener) {
      document.addEventListener(listener[0], listener[1], true);
    });
    var cancelReplay = whenAppReady(function () {
      if (!done) replay();
    });
    return {
      release: function () {
        cancelReplay();
        stopListening();
        document.documentElement.style.cursor = '';
      },
    };
  }
})();
