// Runs before first paint (an external file: the Content-Security-Policy forbids inline scripts).
// Applies the stored theme and language the same way the app validates them.
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
})();
