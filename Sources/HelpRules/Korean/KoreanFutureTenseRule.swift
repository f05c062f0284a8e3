import Foundation
import HelpCore

/// English's "will" carried into Korean as -ㄹ 것입니다: 삭제될 것입니다.
public struct KoreanFutureTenseRule: ValueRule {
    public static let description = RuleDescription(
        id: "ko.future-tense",
        summary: "Korean UI copy says what happens in the present tense: 삭제됩니다, not 삭제될 것입니다",
        rationale: """
            English copy tells what an action does with will: "Your notes will be deleted", "The PDF will \
            be created". Translated word for word, that becomes -ㄹ 것입니다 (삭제될 것입니다, 생성될 \
            거예요), which in Korean sounds like a guess or a distant promise rather than what the button \
            does; Apple's Korean, and the Korean style guides translators work from, say it in the present \
            tense: 삭제됩니다, 생성돼요. helpc reports a verb's -ㄹ form followed by 것입니다, 겁니다, \
            것입니까, 거예요 or 거에요, apart or run together (시작될거에요), and `helpc fix` writes the present tense in the same speech level \
            where the form settles it: 할 and 될 (합니다, 됩니다; 해요, 돼요), any other verb's -ㄹ form \
            in 합니다체 (열릴 → 열립니다, 만들 → 만듭니다), a consonant stem's -을 form (받을 → \
            받습니다, 있을 → 있어요). Forms that irregular verbs share with regular ones (도울, 들을, \
            나을) are reported without a fix. 일 것입니다 after a noun (사진일 것입니다) is a guess about \
            what something is, and passes, as do a noun of time in ㄹ (옛날 것입니다, 오늘 것입니다: the thing of that time) and a past form's -을 (깨졌을 겁니다, 저장되지 않았을 것입니다: \
            a guess at what happened) and a sentence with 아마, 어쩌면 or 분명 before the form.
            """,
        severity: .warning,
        languages: .only(["ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="export.done"><text xml:lang="en">The PDF will be created, and you will be able to share it.</text><text xml:lang="ko">PDF가 생성↓될 것입니다. 공유할 수 ↓있을 거예요.</text></string>
                """#),
            Example(#"""
                <alert id="alert.reset" kind="destructive">
                  <title><text xml:lang="en">Reset all settings?</text><text xml:lang="ko">모든 설정을 재설정하겠습니까?</text></title>
                  <message><text xml:lang="en">Your changes will disappear.</text><text xml:lang="ko">변경 사항이 사라↓질 것입니다.</text></message>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="reset" role="destructive"><text xml:lang="en">Reset</text><text xml:lang="ko">재설정</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="export.done"><text xml:lang="en">The PDF is created. This is the one you exported.</text><text xml:lang="ko">PDF가 생성됩니다. 내보낸 것입니다.</text></string>
                """#),
            Example(#"""
                <string id="file.guess"><text xml:lang="en">This is probably a photo; it may be one you took.</text><text xml:lang="ko">이 파일은 사진일 것입니다.</text></string>
                """#),
        ])

    public init() {}


    /// The words after a -ㄹ form that make it the future, each with the
    /// speech level it ends in: 합니다체 (declarative or question) or 해요체.
    private enum Ending { case formal, formalQuestion, polite }
    private static let endings: [String: Ending] = [
        "것입니다": .formal, "겁니다": .formal, "것입니까": .formalQuestion, "겁니까": .formalQuestion,
        "거예요": .polite, "거에요": .polite, "것이에요": .polite,
    ]
    /// Whether `text` may hold an ending of `endings`, told by its bytes:
    /// a syllable ending in ㄹ, a space or none, then 것, 겁 or 거 (EA B2
    /// 83, EA B2 81, EA B1 B0), found with memchr at the lead byte the
    /// three share (시작될 거예요, 시작될거에요); 거 alone, in 하거나, is
    /// in much Korean copy, after no ㄹ.
    static func mayHoldFuture(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress, bytes.count >= 6 else { return false }
            var start = 3
            while start + 2 < bytes.count, let found = memchr(base + start, 0xEA, bytes.count - 2 - start) {
                let lead = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                start = lead + 1
                let (second, third) = (bytes[lead + 1], bytes[lead + 2])
                guard second == 0xB2 && (third == 0x83 || third == 0x81) || second == 0xB1 && third == 0xB0 else { continue }
                // The syllable before, right before 거 or one space before it.
                let syllable = bytes[lead - 1] == 0x20 ? lead - 4 : lead - 3
                guard syllable >= 0, bytes[syllable] & 0xF0 == 0xE0 else { continue }
                let before = bytes.threeByteScalar(at: syllable)
                if (0xAC00...0xD7A3).contains(before), (before - 0xAC00) % 28 == 8 { return true }
            }
            return false
        }
    }

    /// The endings by length, longest first, for a word that runs one
    /// into its verb.
    private static let endingBytesByLength = endings.keys.sorted { ($0.count, $0) > ($1.count, $1) }.map { Array($0.utf8) }

    /// The verb's -ㄹ form of a word that runs it into a future ending
    /// (시작될 of 시작될거에요), as `findings` reads it; nil for any other word.
    static func verbRunTogether(in word: String) -> String? {
        // By bytes: counting a Korean word's characters walks its graphemes.
        let bytes = word.utf8
        guard let tail = endingBytesByLength.first(where: { bytes.count > $0.count && bytes.reversed().starts(with: $0.reversed()) })
        else { return nil }
        let verb = String(decoding: bytes.dropLast(tail.count), as: UTF8.self)
        guard let last = verb.unicodeScalars.last, Hangul.finalIndex(ofScalar: last) == rieul, last != il else { return nil }
        return verb
    }

    public static func findings(in value: String) -> [ValueFinding] {
        guard mayHoldFuture(value) else { return [] }
        let words = TextSegments.words(value)
        var found: [ValueFinding] = []
        for (position, word) in words.enumerated() {
            let verb: TextSegments.Segment, ending: Ending, joined: Bool
            if position > 0, let spaced = endings[word.text] {
                verb = words[position - 1]
                guard verb.offset + verb.text.count + 1 == word.offset else { continue }
                (ending, joined) = (spaced, false)
            } else if let runTogether = verbRunTogether(in: word.text) {
                // 시작될거에요: the verb and 거 run together.
                verb = TextSegments.Segment(text: runTogether, offset: word.offset)
                (ending, joined) = (endings[String(decoding: word.text.utf8.dropFirst(runTogether.utf8.count), as: UTF8.self)]!, true)
            } else {
                continue
            }
            let syllables = Array(verb.text.unicodeScalars)
            // 사진일 것입니다: the copula's guess about what something is.
            guard let last = syllables.last, Hangul.finalIndex(ofScalar: last) == rieul, last != il else { continue }
            // 너무 옛날 것입니다, 오늘 것입니다: a noun of time in ㄹ and 것, the thing of that time.
            if timesInRieul.contains(verb.text) { continue }
            // 깨졌을 겁니다, 않았을 것입니다: a past form's -을 guesses at what
            // happened, no future; and 아마 or 어쩌면 before says the guess.
            // (있, with the same final, is the verb 있다: 있을 거예요 is a future.)
            if last == eul, syllables.count >= 2, syllables[syllables.count - 2] != it,
               Hangul.finalIndex(ofScalar: syllables[syllables.count - 2]) == ssangSiot { continue }
            if let start = TextSegments.sentences(value).last(where: { $0.offset <= verb.offset })?.offset,
               words[..<position].contains(where: { $0.offset >= start && guessAdverbs.contains($0.text) }) { continue }
            let written = joined ? word.text : "\(verb.text) \(word.text)"
            let characterCount = verb.text.count
            let (changed, present) = Self.present(syllables, ending)
            let end = word.offset + word.text.count
            if let present {
                let start = verb.offset + characterCount - changed
                let rewritten = String(verb.text.dropLast(changed)) + present
                found.append(ValueFinding(
                    message: "“\(written)” carries the English future into Korean; say what happens: “\(rewritten)”",
                    range: start..<end, replacement: present))
            } else {
                found.append(ValueFinding(
                    message: "“\(written)” carries the English future into Korean; say what happens in the present tense",
                    range: verb.offset..<end, replacement: nil))
            }
        }
        return found
    }

    /// Nouns of time that end in ㄹ, whose 것 is a thing of that time (옛날 것, 이번 달 것).
    private static let timesInRieul: Set<String> = ["옛날", "오늘", "내일", "달", "지난달", "다음달", "이번달", "이달"]

    private static let rieul = 8
    private static let ssangSiot = 20
    /// Adverbs of a guess (probably, perhaps, surely), after which -ㄹ 것입니다 says the guess, not a future.
    private static let guessAdverbs: Set<String> = ["아마", "아마도", "어쩌면", "분명", "분명히", "틀림없이", "혹시"]
    private static let (il, eul, ul, hal, doel, it, eop): (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar, Unicode.Scalar,
                                                           Unicode.Scalar, Unicode.Scalar, Unicode.Scalar) = (
        Unicode.Scalar("일"), Unicode.Scalar("을"), Unicode.Scalar("울"), Unicode.Scalar("할"), Unicode.Scalar("될"),
        Unicode.Scalar("있"), Unicode.Scalar("없"))

    /// How many syllables at the end of the -ㄹ form change, and what they
    /// and the ending become in the present tense; nil where the form
    /// doesn't settle it.
    private static func present(_ syllables: [Unicode.Scalar], _ ending: Ending) -> (Int, String?) {
        let last = syllables[syllables.count - 1]
        let stem: Unicode.Scalar? = last == eul && syllables.count >= 2 ? syllables[syllables.count - 2] : nil
        switch ending {
        case .polite:
            switch last {
            case hal: return (1, "해요")
            case doel: return (1, "돼요")
            default:
                guard let stem, stem == it || stem == eop else { return (0, nil) }
                return (2, "\(stem)어요")
            }
        case .formal, .formalQuestion:
            let tail = ending == .formal ? "니다" : "니까"
            if let stem {
                // 받을 → 받습니다; 들을 (듣다) and a stem without a final (나을: 낫다) are irregular.
                let final = Hangul.finalIndex(ofScalar: stem)
                guard let final, final != 0, final != rieul else { return (0, nil) }
                return (2, "\(stem)습\(tail)")
            }
            // 도울 (돕다) and 배울 (배우다) are written alike.
            guard last != ul, let withBieup = Unicode.Scalar(last.value + 9) else { return (0, nil) }
            return (1, "\(withBieup)\(tail)")
        }
    }
}
