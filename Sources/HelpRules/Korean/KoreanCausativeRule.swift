import HelpCore

/// A 하다-verb of UI copy made causative with 시키다: 활성화시키세요.
public struct KoreanCausativeRule: ValueRule {
    public static let description = RuleDescription(
        id: "ko.causative",
        summary: "A Korean 하다-verb takes 하다, not 시키다: 활성화하세요, not 활성화시키세요",
        rationale: """
            Translated copy often joins 시키다 to a verbal noun that takes 하다 and an object already: \
            Bluetooth를 활성화시키세요, 기기를 연결시키면, 앱을 설치시킨 다음. 시키다 makes someone or \
            something else do the action; the reader turning a setting on does it themselves, and the \
            standard usage guides and Apple's Korean write 활성화하세요, 연결하면, 설치한 다음. helpc reports \
            시키다 after the verbal nouns of UI copy whose 하다-verb takes an object (활성화, 연결, 설치, \
            동기화, 이동, 변경, 적용, 초기화…), in any of its forms, and `helpc fix` writes the same form of \
            하다 (시켜요 → 해요, 시킨 → 한, 시킵니다 → 합니다). Nouns whose causative says something of its \
            own (실행시키다, 종료시키다: to make an app run or quit) are left alone, and so is 시키다 after \
            anything else (커피를 시키세요, 시키는 대로). 시키다 written apart from a listed noun (활성화 \
            시키세요) is the same mistake, and the fix joins 하다 to the noun.
            """,
        severity: .warning,
        languages: .only(["ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="bt.hint"><text xml:lang="en">Turn on Bluetooth, then connect your headphones.</text><text xml:lang="ko">Bluetooth를 활성화↓시키고 헤드폰을 연결↓시키세요.</text></string>
                """#),
            Example(#"""
                <topic id="help.sync">
                  <title><text xml:lang="en">Sync your recipes</text><text xml:lang="ko">레시피 동기화하기</text></title>
                  <body xml:lang="en"><p>After you install the app, your recipes sync.</p></body>
                  <body xml:lang="ko"><p>앱을 설치↓시킨 다음 레시피를 동기화↓시킵니다.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="bt.hint"><text xml:lang="en">Turn on Bluetooth, then connect your headphones.</text><text xml:lang="ko">Bluetooth를 활성화하고 헤드폰을 연결하세요.</text></string>
                """#),
            Example(#"""
                <string id="quit.hint"><text xml:lang="en">Force the app to quit, and order what you need.</text><text xml:lang="ko">앱을 강제로 종료시키고 필요한 것을 시키세요. 지시를 시키는 대로 따르세요.</text></string>
                """#),
        ])

    public init() {}


    /// Verbal nouns of UI copy whose 하다-verb takes an object, so that
    /// 시키다 adds nothing to them.
    static let nouns: Set<String> = [
        "활성화", "비활성화", "연결", "연동", "설치", "동기화", "이동", "변경", "적용", "초기화", "재설정", "저장", "삭제",
        "업데이트", "업그레이드", "등록", "정렬", "표시", "복원", "확대", "축소", "확장", "입력", "전송", "인증", "설정",
        "재시작", "재부팅", "다운로드", "업로드", "정지", "중지", "차단", "해제", "고정", "공유", "추가",
    ]

    /// The second syllable of each form of 시키다, with 하다's syllable of
    /// the same form: 시키 하, 시켜 해, 시킨 한, 시킬 할, 시킵 합, 시켰 했, 시킴 함.
    static let forms: [Character: String] = [
        "키": "하", "켜": "해", "킨": "한", "킬": "할", "킵": "합", "켰": "했", "킴": "함",
    ]
    /// 시 and the second syllables of `forms`, as scalar values.
    private static let si = "시".unicodeScalars.first!.value
    private static let formScalars = Set(forms.keys.map { $0.unicodeScalars.first!.value })
    private static let siBytes = Array("시".utf8)

    /// Whether `text` holds 시 followed by a syllable of `forms`, by its
    /// bytes: formal Korean copy nearly always holds 시 (하십시오), and
    /// hardly ever 시키다.
    static func mayHoldSikida(_ text: String) -> Bool {
        // memchr finds 시's bytes first: most Korean copy is passed over
        // without reading it byte by byte.
        guard text.containsBytes(siBytes) else { return false }
        return text.withUTF8Bytes { bytes in
            guard bytes.count >= 6 else { return false }
            var index = 0
            while index + 5 < bytes.count {
                if bytes[index] == 0xEC, bytes.threeByteScalar(at: index) == si, bytes[index + 3] & 0xF0 == 0xE0,
                   formScalars.contains(bytes.threeByteScalar(at: index + 3)) {
                    return true
                }
                index += 1
            }
            return false
        }
    }

    /// The forms of 시키다 joined to a listed noun in `value`. Copy without
    /// 시 and a syllable of 시키다's forms after it is told by its bytes.
    public static func findings(in value: String) -> [ValueFinding] {
        guard mayHoldSikida(value) else { return [] }
        var found: [ValueFinding] = []
        let words = TextSegments.words(value)
        for (position, word) in words.enumerated() where mayHoldSikida(word.text) {
            let characters = Array(word.text)
            // 활성화 시키세요: written apart, the space goes with 시키다.
            if position > 0, characters.count >= 2, characters[0].isScalar("시"), let replacement = forms[characters[1]] {
                let previous = words[position - 1]
                if previous.offset + previous.text.count + 1 == word.offset, nouns.contains(previous.text) {
                    let rewritten = previous.text + replacement + String(characters[2...])
                    found.append(ValueFinding(message: "“\(previous.text) \(word.text)”: \(previous.text)하다 takes its object itself, without 시키다; write “\(rewritten)”",
                                         range: word.offset - 1..<word.offset + 2, replacement: replacement))
                    continue
                }
            }
            for index in characters.indices.dropFirst() where characters[index].isScalar("시") && index + 1 < characters.count {
                guard let replacement = forms[characters[index + 1]] else { continue }
                // A listed noun, alone or ending a compound (자동연결).
                let noun = String(characters[..<index])
                guard nouns.contains(noun) || nouns.contains(where: noun.hasSuffix) else { continue }
                let rewritten = noun + replacement + String(characters[(index + 2)...])
                found.append(ValueFinding(message: "“\(word.text)”: \(noun)하다 takes its object itself, without 시키다; write “\(rewritten)”",
                                     range: word.offset + index..<word.offset + index + 2, replacement: replacement))
            }
        }
        return found
    }
}
