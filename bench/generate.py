#!/usr/bin/env python3
"""Writes a deterministic synthetic helpc project for `make bench`.

The entries are the repository's own demo help (content/), copied over and
over with their ids suffixed, so every entry kind, platform and input scope,
plural and Korean translation the demo has is in the benchmark in the same
proportions. About 5% of the copied entries get one mistake a rule catches,
so the checker does the work of reporting as well as of passing. Files hold
from a handful to a few hundred entries, as a real project's do.

Each copy has words of its own, as a real project's entries do. Copied
verbatim, the demo's 134 distinct texts were every text of the project at
any size, and helpc's memos of words, term matches and spelling answers
found nearly every one already made. In each copy one word of every English
text and paragraph is replaced by a dictionary word of the same length
(Hunspell's en_US list, less the words helpc's termbase and word lists name
and their inflections), in a title by a capitalized one, and one Korean noun
by a noun of hunspell-ko's with as many syllables and the same final
consonant, so the particle after it still agrees. Button labels (Cancel, OK)
stay as they are, as they repeat in a real app. The vocabularies are 20,000
English words and 10,000 Korean nouns, drawn by the seed: a large app's
words, not a dictionary's.

The same seed and size always give the same bytes.
"""

import argparse
import json
import os
import random
import re
import shutil
import sys
import unicodedata

ENTRY_START = re.compile(r'^  <(string|tooltip|tip|alert|undo|topic)\b')
HELP_OPEN = re.compile(r'<help\b[^>]*>')
ID_REFERENCE = re.compile(r'\b(id|topic|parent)="([^"]+)"')
EN_TEXT = re.compile(r'(<text xml:lang="en"[^>]*>)([^<]+)(</text>)')
KO_TEXT = re.compile(r'(<text xml:lang="ko"[^>]*>)([^<]+)(</text>)')

TEXT_NODE = re.compile(r'(<(?:text|p|step|li|note)\b[^>]*>)([^<]+)')
# Not before an apostrophe: a possessive of a replacement may be unknown.
ENGLISH_WORD = re.compile(r'\b[a-z]{5,10}\b(?![’\'])')
CAPITALIZED_WORD = re.compile(r'\b[A-Z][a-z]{4,9}\b(?![’\'])')
HANGUL_WORD = re.compile(r'[가-힣]+')
# A noun's particles: those whose form depends on the noun agree with a
# noun of the same final consonant, which the replacement keeps. Longest
# first; the empty one last, for a noun standing alone.
PARTICLES = sorted(['에서', '에게', '에', '의', '도', '만', '까지', '부터', '을', '를', '이', '가', '은', '는',
                    '와', '과', '으로', '로', '이나', '나', ''], key=len, reverse=True)
# Nouns ending like a verb or a sentence (판다, 민요) would read as one.
ENDING_SYLLABLES = set('다요까죠네지고서며면니')
ENGLISH_WORDS = 20_000
KOREAN_NOUNS = 10_000
DICTIONARIES = os.environ.get('HELPC_DICTIONARIES_DIR', '/usr/share/hunspell')


def dictionary_words_with_flags(name):
    """A Hunspell dictionary's lines (word/flags) but the count, composed."""
    path = os.path.join(DICTIONARIES, name)
    if not os.path.exists(path):
        sys.exit(f'generate: {path} is missing; install hunspell-en-us and hunspell-ko (make deps)')
    with open(path, encoding='utf-8') as handle:
        lines = handle.read().split('\n')[1:]
    return [unicodedata.normalize('NFC', line.strip()) for line in lines if line.strip()]


def dictionary_words(name):
    return [line.split('/')[0] for line in dictionary_words_with_flags(name)]


def helpc_words(root):
    """Every word helpc's termbase and word lists name, lowercased: a
    replacement must not add a term or a listed word to copy."""
    resources = os.path.join(root, 'Sources', 'HelpCore', 'Resources')
    listed = []
    for folder, _, files in os.walk(resources):
        for name in sorted(files):
            with open(os.path.join(folder, name), encoding='utf-8') as handle:
                if name.endswith('.txt'):
                    listed += [line.split('#')[0] for line in handle]
                elif name.endswith('.tbx'):
                    listed += re.findall(r'<term>([^<]*)</term>', handle.read())
    return {word for entry in listed for word in re.findall(r'[a-z]+|[가-힣]+', entry.lower())}


def final_consonant(syllable):
    """None, ㄹ or another: what decides a particle's form."""
    tail = (ord(syllable) - 0xAC00) % 28
    return 'none' if tail == 0 else 'rieul' if tail == 8 else 'other'


class Vocabulary:
    """The words copies are varied with, by length (English) and by
    syllables and final consonant (Korean)."""

    def __init__(self, root, rng):
        self.excluded = helpc_words(root)
        english = sorted({w for w in dictionary_words('en_US.dic')
                          if w.isascii() and w.isalpha() and w.islower() and 5 <= len(w) <= 10 and not self.named(w)})
        korean = sorted({w for w in self._nouns()
                         if 2 <= len(w) <= 4 and all('가' <= c <= '힣' for c in w) and w not in self.excluded
                         and w[-1] not in ENDING_SYLLABLES})
        self.english = {}
        for word in rng.sample(english, min(ENGLISH_WORDS, len(english))):
            self.english.setdefault(len(word), []).append(word)
        self.korean = {}
        for word in rng.sample(korean, min(KOREAN_NOUNS, len(korean))):
            self.korean.setdefault((len(word), final_consonant(word[-1])), []).append(word)
        self.nouns = set(korean)

    def named(self, word):
        """Whether helpc's termbase or word lists name the word, or a word
        it may be an inflection of (tapped, clicking, logging: a doubled
        final consonant is one letter of the word)."""
        word = word.lower()
        stems = [word[:end] for end in range(max(3, len(word) - 3), len(word) + 1)]
        stems += [stem[:-1] for stem in stems if len(stem) >= 4 and stem[-1] == stem[-2] and stem[-1] not in 'aeiou']
        return any(stem in self.excluded for stem in stems)

    @staticmethod
    def _nouns():
        """hunspell-ko's nouns: the entries with its noun flags."""
        return [word for word, flags in (line.partition('/')[::2] for line in dictionary_words_with_flags('ko.dic'))
                if flags in ('10', '24', '25')]

    def vary_english(self, text, rng):
        """The last word of five to ten lowercase letters, or in a text of
        several words (a title) the last capitalized one, replaced."""
        found = [m for m in ENGLISH_WORD.finditer(text) if not self.named(m.group(0))]
        capitalized = False
        if not found and len(text.split()) > 1:
            found = [m for m in CAPITALIZED_WORD.finditer(text) if not self.named(m.group(0))]
            capitalized = True
        if not found:
            return text
        word = found[-1]
        choices = self.english.get(len(word.group(0)))
        if not choices:
            return text
        replacement = rng.choice(choices)
        # A word the same as the one beside it would be a doubled word,
        # a mistake the check reports.
        if replacement.lower() in {n.lower() for n in neighbours(text, word.start(), word.end())}:
            return text
        before = text[:word.start()]
        # The article before the word agrees with the new word (an extort
        # is no mistake the project means to make: text.confusable reports it).
        article = ARTICLE_BEFORE.search(before)
        if article:
            wanted = 'an' if replacement[0] in 'aeio' and not replacement.startswith(('one', 'once', 'eu', 'ewe')) else 'a'
            if article.group(1).lower() != wanted:
                wanted = wanted.capitalize() if article.group(1)[0].isupper() else wanted
                before = before[:article.start(1)] + wanted + before[article.end(1):]
        return before + (replacement.capitalize() if capitalized else replacement) + text[word.end():]

    def vary_korean(self, text, rng):
        """The first dictionary noun that a particle follows, or that is
        not the text's last word, replaced."""
        words = list(HANGUL_WORD.finditer(text))
        for position, word in enumerate(words):
            for particle in PARTICLES:
                whole = word.group(0)
                stem = whole[:len(whole) - len(particle)]
                if not whole.endswith(particle) or len(stem) < 2 or stem not in self.nouns:
                    continue
                if not particle and (position == len(words) - 1 or text[word.end():word.end() + 1] != ' '):
                    continue
                choices = self.korean.get((len(stem), final_consonant(stem[-1])))
                if not choices:
                    continue
                replacement = rng.choice(choices)
                if replacement + particle in neighbours(text, word.start(), word.end()):
                    return text
                return text[:word.start()] + replacement + text[word.start() + len(stem):]
        return text

    def vary(self, entry, rng):
        # A Korean text is varied by a generator seeded with itself and its
        # English text as varied (the one of the same platforms and inputs,
        # else the last before it), so one English text always has one
        # translation, as in a real project: varied apart, an English text
        # no word of which is varied (Cancel, Done) had a Korean text of its
        # own in every copy, and translation.consistency reported some
        # 70,000 of 100,000 entries' translations.
        english = {}
        last = ['']
        def replace(match):
            tag, body = match.group(1), match.group(2)
            scope = tag.replace('xml:lang="en"', '').replace('xml:lang="ko"', '')
            if HANGUL_WORD.search(body):
                source = english.get(scope, last[0])
                varied = self.vary_korean(body, random.Random(source + '\0' + body))
            else:
                varied = self.vary_english(body, rng)
                english[scope] = varied
                last[0] = varied
            return tag + varied
        return TEXT_NODE.sub(replace, entry)


ARTICLE_BEFORE = re.compile(r'(?:^|[\s(“"])(an|a|An|A) $')


def neighbours(text, start, end):
    """The words one space before and after text[start:end], without the
    punctuation around them (the check's words are letters only)."""
    before = re.search(r'(\w+)\W*$', text[:start - 1]) if text[start - 1:start] == ' ' else None
    after = re.match(r'\W*?(\w+)', text[end + 1:]) if text[end:end + 1] == ' ' else None
    return {match.group(1) for match in (before, after) if match}


PLANTED_RULES = ['punct.exclamation', 'punct.ending', 'punct.ellipsis', 'text.whitespace', 'case.title',
                 'case.sentence', 'ko.spacing', 'ko.punct']

# One mistake per chosen entry, each one a rule of docs/rules.md catches.
def break_english(text):
    return text.rstrip('.') + '!!'


def break_spacing(text):
    return text + '  '


def break_korean(text):
    return text.replace('하세요', ' 하세요', 1) if '하세요' in text else text + '...'


class Template:
    """One demo file: what comes before its entries, the entries, what comes after."""

    def __init__(self, path):
        with open(path, encoding='utf-8') as handle:
            lines = handle.read().split('\n')
        self.name = os.path.splitext(os.path.basename(path))[0]
        self.head, self.entries, self.tail = [], [], []
        current = None
        for line in lines:
            if ENTRY_START.match(line):
                current = [line]
                self.entries.append(current)
            elif current is not None and re.match(r'^  </', line):
                current.append(line)
                current = None
            elif current is not None:
                current.append(line)
            elif self.entries:
                self.tail.append(line)
            else:
                self.head.append(line)
        self.entries = ['\n'.join(entry) for entry in self.entries]
        self.ids = set()
        for entry in self.entries:
            match = re.match(r'^  <\w+ id="([^"]+)"', entry)
            if match:
                self.ids.add(match.group(1))


def suffixed(entry, ids, copy):
    def rename(match):
        attribute, value = match.group(1), match.group(2)
        if value in ids:
            return f'{attribute}="{value}.b{copy}"'
        return match.group(0)
    return ID_REFERENCE.sub(rename, entry)


def mistaken(entry, rng):
    choice = rng.randrange(3)
    pattern, change = [(EN_TEXT, break_english), (EN_TEXT, break_spacing), (KO_TEXT, break_korean)][choice]
    return pattern.sub(lambda m: m.group(1) + change(m.group(2)) + m.group(3), entry, count=1)


def generate(root, size, seed, out):
    rng = random.Random(seed)
    # Words are drawn from generators of their own, so that the files,
    # entries and mistakes are the ones the seed gave before copies were
    # varied.
    vocabulary = Vocabulary(root, random.Random(seed))
    words = random.Random(f'words {seed}')
    content = os.path.join(root, 'content')
    templates = []
    for folder, _, files in sorted(os.walk(content)):
        for name in sorted(files):
            if name.endswith('.xml'):
                templates.append(Template(os.path.join(folder, name)))
    # Topics are few in a real project next to its strings: one topic file in ten.
    topic_templates = [t for t in templates if any(e.lstrip().startswith('<topic') for e in t.entries)]
    string_templates = [t for t in templates if t not in topic_templates]

    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(os.path.join(out, 'content'))
    shutil.copytree(os.path.join(content, 'images'), os.path.join(out, 'content', 'images'))
    shutil.copy(os.path.join(content, 'words.txt'), os.path.join(out, 'content', 'words.txt'))
    with open(os.path.join(root, 'helpc.json'), encoding='utf-8') as handle:
        config = json.load(handle)
    config.pop('site', None)
    config['site'] = {'title': 'Benchmark Help'}
    # The planted mistakes are reported as warnings, so `helpc build` still
    # writes every output: the benchmark times the whole build.
    config['rules'] = {rule: 'warning' for rule in PLANTED_RULES}
    with open(os.path.join(out, 'helpc.json'), 'w', encoding='utf-8') as handle:
        json.dump(config, handle, indent=2, ensure_ascii=False)
        handle.write('\n')

    written, copy, files, mistakes = 0, 0, 0, 0
    while written < size:
        template = rng.choice(topic_templates) if topic_templates and rng.random() < 0.1 else rng.choice(string_templates)
        copies = rng.choice([1, 2, 4, 8, 16, 32, 64])
        body = []
        # Whole copies only, so every link and parent a topic names exists:
        # the project may end a few entries past `size`.
        for _ in range(copies):
            if written >= size:
                break
            copy += 1
            for entry in template.entries:
                entry = vocabulary.vary(suffixed(entry, template.ids, copy), words)
                if rng.random() < 0.05:
                    entry = mistaken(entry, rng)
                    mistakes += 1
                body.append(entry)
                written += 1
        if not body:
            break
        files += 1
        folder = os.path.join(out, 'content', f'{files // 500:03d}')
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f'{template.name}-{files:06d}.xml'), 'w', encoding='utf-8') as handle:
            handle.write('\n'.join(template.head + ['\n\n'.join(body)] + template.tail))
    return {'entries': written, 'files': files, 'mistakes': mistakes}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--size', type=int, default=100_000, help='entries to write')
    parser.add_argument('--seed', type=int, default=1, help='the same seed gives the same project')
    parser.add_argument('--root', default=os.path.join(os.path.dirname(__file__), '..'), help='the repository with the demo help')
    parser.add_argument('out', help='folder to write the project into (replaced)')
    arguments = parser.parse_args()
    summary = generate(arguments.root, arguments.size, arguments.seed, arguments.out)
    json.dump(summary, sys.stdout)
    sys.stdout.write('\n')


if __name__ == '__main__':
    main()
