// Runs before first paint. Applies the stored theme and language the same way the app validates
// them. The shell loads it as a file; a pre-rendered public page carries it inline, allowed by its
// hash in the Content-Security-Policy, and this script starts that page's app after its first
// paint (docs/decisions/0038-prerendered-public-pages.md).
(function () {
  var root = document.documentElement;
  var languages = ['en', 'fr', 'ar', 'sw', 'am'];
  var theme = 'system';
  // The page's own language (the server's pick: the visitor's cookie, else their browser's
  // Accept-Language) unless the visitor chose one here, as readStoredLanguage in src/web/i18n/i18n.ts.
  var served = languages.indexOf(root.lang) >= 0 ? root.lang : 'en';
  var language = served;
  var stored = false;
  try {
    var storedTheme = localStorage.getItem('theme');
    if (storedTheme === 'light' || storedTheme === 'dark' || storedTheme === 'system') theme = storedTheme;
    var storedLanguage = localStorage.getItem('language');
    if (languages.indexOf(storedLanguage) >= 0) {
      language = storedLanguage;
      stored = true;
    }
  } catch (e) {
    /* storage unavailable: defaults apply */
  }
  var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.lang = language;
  // Keeps the server's copy of a choice restored from storage, so that it sends the next page in
  // it (see rememberLanguageForServer in src/web/i18n/i18n.ts).
  if (stored) {
    document.cookie =
      'language=' + language + '; path=/; max-age=31536000; samesite=lax' + (location.protocol === 'https:' ? '; secure' : '');
  }
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
  // A page pre-rendered in another language than the visitor's choice (no cookie sent yet) stays
  // unseen until the app draws it in theirs (styles.css, main.tsx).
  if (language !== served) root.classList.add('relang');

  // A pre-rendered page paints without the app: its module script and preloads wait, inert, in
  // the template element "app-start", and start once the first frame is on screen (the first
  // animation frame callback runs before that frame is painted, the second before the next one),
  // so that nothing the app fetches or runs comes before the page's first paint. A hidden tab
  // paints nothing: it starts at once.
  function startApp() {
    var start = document.getElementById('app-start');
    if (!start) return;
    start.remove();
    var nodes = start.content.children;
    for (var i = 0; i < nodes.length; i += 1) {
      var node = nodes[i];
      if (node.tagName !== 'SCRIPT') {
        document.head.appendChild(document.importNode(node, true));
        continue;
      }
      // A script copied from a template never runs: a new element, with the same attributes.
      var script = document.createElement('script');
      for (var j = 0; j < node.attributes.length; j += 1) script.setAttribute(node.attributes[j].name, node.attributes[j].value);
      document.body.appendChild(script);
    }
  }
  function afterFirstPaint() {
    if (!document.getElementById('app-start')) return;
    if (document.visibilityState === 'hidden') setTimeout(startApp, 0);
    else
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(startApp, 0);
        });
      });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  else afterFirstPaint();
})();
