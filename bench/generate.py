#!/usr/bin/env python3
"""Writes a deterministic synthetic helpc project for `make bench`.

The entries are the repository's own demo help (content/), copied over and
over with their ids suffixed, so every entry kind, platform and input scope,
plural and Korean translation the demo has is in the benchmark in the same
proportions. About 5% of the copied entries get one mistake a rule catches,
so the checker does the work of reporting as well as of passing. Files hold
from a handful to a few hundred entries, as a real project's do.

The same seed and size always give the same bytes.
"""

import argparse
import json
import os
import random
import re
import shutil
import sys

ENTRY_START = re.compile(r'^  <(string|tooltip|tip|alert|undo|topic)\b')
HELP_OPEN = re.compile(r'<help\b[^>]*>')
ID_REFERENCE = re.compile(r'\b(id|topic|parent)="([^"]+)"')
EN_TEXT = re.compile(r'(<text xml:lang="en"[^>]*>)([^<]+)(</text>)')
KO_TEXT = re.compile(r'(<text xml:lang="ko"[^>]*>)([^<]+)(</text>)')

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
                entry = suffixed(entry, template.ids, copy)
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
