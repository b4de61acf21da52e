// Runs before first paint (an external file: the Content-Security-Policy forbids inline scripts).
// Applies the stored theme and language the same way the app validates them.
(function () {
  var root = document.documentElement;
  var theme = 'system';
  var language = 'en';
  try {
    var storedTheme = localStorage.getItem('theme');
    if (storedTheme === 'light' || storedTheme === 'dark' || storedTheme === 'system') theme = storedTheme;
    var storedLanguage = localStorage.getItem('language');
    if (['en', 'fr', 'ar', 'sw', 'am'].indexOf(storedLanguage) >= 0) language = storedLanguage;
  } catch (e) {
    /* storage unavailable: defaults apply */
  }
  var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.lang = language;
  // Keeps the server's copy of the choice (see rememberLanguageForServer in src/web/i18n/i18n.ts).
  if (language !== 'en' || document.cookie.indexOf('language=') >= 0) {
    document.cookie =
      'language=' + language + '; path=/; max-age=31536000; samesite=lax' + (location.protocol === 'https:' ? '; secure' : '');
  }
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
})();
