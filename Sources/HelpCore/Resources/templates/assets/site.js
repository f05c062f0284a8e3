// helpc help site: search that works from file:// (the index is a script,
// search-index.js, not fetched JSON). English words are matched with light
// stemming; Korean by syllable bigrams with particles stripped, and by
// initial consonants (ㅈㄱㅊㄱ finds 즐겨찾기). Both sides are NFC.
(function () {
  "use strict";
  var PARTICLES = ["에서는", "으로는", "에게서", "에서", "에게", "으로", "까지", "부터", "처럼", "이나", "이랑", "과", "와", "을", "를", "이", "가", "은", "는", "에", "의", "로", "도", "만", "나", "랑"];
  var INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";

  function isHangul(c) { var code = c.charCodeAt(0); return code >= 0xAC00 && code <= 0xD7A3; }
  function isJamo(c) { return INITIALS.indexOf(c) >= 0; }
  function initials(word) {
    var out = "";
    for (var i = 0; i < word.length; i++) {
      var code = word.charCodeAt(i);
      out += code >= 0xAC00 && code <= 0xD7A3 ? INITIALS[Math.floor((code - 0xAC00) / 588)] : word[i];
    }
    return out;
  }
  function stem(word) {
    var endings = ["ing", "ed", "es", "s"];
    for (var i = 0; i < endings.length; i++) {
      var e = endings[i];
      if (word.length > e.length + 2 && word.slice(-e.length) === e) return word.slice(0, -e.length);
    }
    return word;
  }
  function stripParticle(word) {
    for (var i = 0; i < PARTICLES.length; i++) {
      var p = PARTICLES[i];
      if (word.length > p.length && word.slice(-p.length) === p) return word.slice(0, -p.length);
    }
    return word;
  }
  function words(text) { return text.normalize("NFC").toLowerCase().match(/[\p{L}\p{N}]+/gu) || []; }
  function tokens(text, forQuery) {
    var out = [];
    words(text).forEach(function (word) {
      if (isHangul(word[0])) {
        var base = forQuery ? word : stripParticle(word);
        if (base.length === 1) out.push(base);
        for (var i = 0; i + 1 < base.length; i++) out.push(base.slice(i, i + 2));
        if (!forQuery && base !== word) for (var j = 0; j + 1 < word.length; j++) out.push(word.slice(j, j + 2));
      } else if (!isJamo(word[0])) {
        out.push(stem(word));
      }
    });
    return out;
  }
  function search(query, docs) {
    query = query.normalize("NFC").trim();
    if (!query) return [];
    var jamoQuery = query.replace(/\s+/g, "");
    var onlyJamo = jamoQuery.split("").every(isJamo);
    var wanted = tokens(query, true);
    return docs.map(function (doc) {
      var score = 0;
      if (onlyJamo) {
        if (words(doc.title + " " + doc.text).some(function (w) { return initials(w).indexOf(jamoQuery) >= 0; })) score = 1;
      } else {
        var have = {};
        tokens(doc.title + " " + doc.text, false).forEach(function (t) { have[t] = true; });
        wanted.forEach(function (t) { if (have[t]) score += 1; });
        if (wanted.length && score < wanted.length) score = 0;
      }
      return { doc: doc, score: score };
    }).filter(function (r) { return r.score > 0; }).sort(function (a, b) { return b.score - a.score; });
  }
  function escapeHTML(s) { return s.replace(/[&<>"']/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]; }); }
  function snippet(doc, query) {
    var text = doc.text;
    var needle = query.normalize("NFC").trim().split(/\s+/)[0] || "";
    var at = needle ? text.toLowerCase().indexOf(needle.toLowerCase()) : -1;
    if (at < 0) return escapeHTML(text.slice(0, 120));
    var start = Math.max(0, at - 40);
    return (start > 0 ? "…" : "") + escapeHTML(text.slice(start, at)) + "<mark>" + escapeHTML(text.slice(at, at + needle.length)) + "</mark>" + escapeHTML(text.slice(at + needle.length, at + needle.length + 80)) + "…";
  }
  window.helpcSearch = search;
  var results = document.getElementById("results");
  var index = window.HELPC_SEARCH;
  if (results && index) {
    var query = new URLSearchParams(location.search).get("q") || "";
    var input = document.getElementById("query");
    if (input) input.value = query;
    if (query) {
      var found = search(query, index.docs);
      results.innerHTML = found.length
        ? "<ol>" + found.map(function (r) { return '<li><a href="' + escapeHTML(r.doc.url) + '">' + escapeHTML(r.doc.title) + "</a><p>" + snippet(r.doc, query) + "</p></li>"; }).join("") + "</ol>"
        : "<p>" + escapeHTML(index.strings.noResults) + "</p>";
    }
  }
})();
