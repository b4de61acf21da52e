// The offline page's language (scripts/offline-page-plugin.ts writes the page with all five): the
// one boot.js stored, else English; the others are hidden and the page takes its lang and dir.
(function () {
  var language = 'en';
  try {
    var stored = localStorage.getItem('language');
    if (['en', 'fr', 'ar', 'sw', 'am'].indexOf(stored) >= 0) language = stored;
  } catch (e) {
    /* storage unavailable: English */
  }
  var sections = document.querySelectorAll('main > section');
  for (var index = 0; index < sections.length; index += 1) {
    var section = sections[index];
    section.hidden = section.lang !== language;
    if (!section.hidden) {
      document.documentElement.lang = section.lang;
      document.documentElement.dir = section.dir;
    }
  }
})();
