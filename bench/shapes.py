"""Content of unusual shapes for `make bench`: each at a size and four times
that size, so the bench can show that helpc's time grows with the content
and no faster. Each shape once made a check quadratic in its size:

- `long_text`: one paragraph and one string, each thousands of sentences
  long, with findings in every sentence (a finding's location was counted
  from the start of its text; until the fifty-fourth session, so were the
  characters before a space before a comma, a shortcut and a name with
  other capitals);
- `one_line_file`: a topic of thousands of steps, the whole file on one
  line, as tools write XML (a location was counted from the start of its
  line);
- `many_ignores`: thousands of strings in one file, each with its own
  `ignore` attribute (each was looked for among all those before it);
- `schema_mistakes`: thousands of entries in one file, each written as
  the schema refuses (libxml2's validation slows with the square of the
  mistakes it meets in one document);
- `large_termbase`: a project termbase of thousands of concepts, each
  term with its Hangul reading (each concept and reading was looked for
  among those before it).
"""

import json
import os
import shutil

SHAPES = {
    # name: (size, what one unit of size is)
    'long_text': (2_000, 'sentences'),
    'one_line_file': (8_000, 'steps'),
    'many_ignores': (8_000, 'strings'),
    'schema_mistakes': (8_000, 'entries'),
    'large_termbase': (8_000, 'concepts'),
}

CONFIG = {
    'sourceLanguage': 'en',
    'languages': ['en', 'ko'],
    'platforms': ['ios', 'ipados', 'macos', 'tvos', 'visionos', 'watchos'],
}


def content(shape, size):
    if shape == 'long_text':
        english = ' '.join(['Click the button , then click  again!! Press Cmd+S in Airdrop.'] * size)
        korean = ' '.join(['버튼을 클릭 하세요 .  다시 클릭해라!!'] * size)
        entries = (f'<topic id="shape.long"><title><text xml:lang="en">Long</text><text xml:lang="ko">긴 글</text></title>\n'
                   f'<body xml:lang="en"><p>{english}</p></body>\n<body xml:lang="ko"><p>{korean}</p></body></topic>\n'
                   f'<string id="shape.string"><text xml:lang="en">{english}</text><text xml:lang="ko">{korean}</text></string>\n')
        return f'<?xml version="1.0" encoding="UTF-8"?>\n<help version="1" table="Shapes">\n{entries}</help>\n'
    if shape == 'one_line_file':
        english = ''.join(f'<step>Tap item {i} in the list.</step>' for i in range(size))
        korean = ''.join(f'<step>목록에서 항목 {i}을 탭하세요.</step>' for i in range(size))
        return ('<?xml version="1.0" encoding="UTF-8"?><help version="1" table="Shapes"><topic id="shape.steps">'
                '<title><text xml:lang="en">Steps</text><text xml:lang="ko">단계</text></title>'
                f'<body xml:lang="en"><steps>{english}</steps></body><body xml:lang="ko"><steps>{korean}</steps></body>'
                '</topic></help>\n')
    if shape == 'many_ignores':
        entries = ''.join(f'<string id="shape.{i}" ignore="punct.ending text.whitespace" because="a bench shape">'
                          f'<text xml:lang="en">Tap  {i}</text><text xml:lang="ko">{i}을  탭하세요</text></string>\n'
                          for i in range(size))
        return f'<?xml version="1.0" encoding="UTF-8"?>\n<help version="1" table="Shapes">\n{entries}</help>\n'
    if shape == 'schema_mistakes':
        entries = ''.join(f'<string id="shape.{i}"><text xml:lang="en">Tap {i}.</text><comment>too late</comment></string>\n'
                          for i in range(size))
        return f'<?xml version="1.0" encoding="UTF-8"?>\n<help version="1" table="Shapes">\n{entries}</help>\n'
    if shape == 'large_termbase':
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<help version="1" table="Shapes">\n'
                '<string id="shape.one"><text xml:lang="en">Tap it.</text><text xml:lang="ko">탭하세요.</text></string>\n'
                '</help>\n')
    raise ValueError(shape)


def write(shape, size, folder):
    """A project of one content file of `shape` at `size` in `folder`."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, 'content'))
    with open(os.path.join(folder, 'helpc.json'), 'w', encoding='utf-8') as handle:
        json.dump(CONFIG, handle, indent=2)
    with open(os.path.join(folder, 'content', f'{shape}.xml'), 'w', encoding='utf-8') as handle:
        handle.write(content(shape, size))
    if shape == 'large_termbase':
        with open(os.path.join(folder, 'content', 'terms.tbx'), 'w', encoding='utf-8') as handle:
            handle.write(termbase(size))


def termbase(size):
    concepts = ''.join(
        f'<termEntry id="shape{i}"><langSet xml:lang="en-US"><ntig><termGrp><term>Widget{i} Pro</term>'
        f'<termNote type="partOfSpeech">properNoun</termNote><termNote type="pronunciation">위젯{i}</termNote>'
        f'</termGrp></ntig></langSet><langSet xml:lang="ko-KR"><tig><term>위젯{i} 프로</term></tig></langSet></termEntry>\n'
        for i in range(size))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX" xml:lang="en-US"><martifHeader><fileDesc>'
            f'<sourceDesc><p>bench</p></sourceDesc></fileDesc></martifHeader><text><body>\n{concepts}</body></text></martif>\n')
