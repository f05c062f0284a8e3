#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Hunspell, reached through its C library at run time (dlopen), so helpc
/// builds and runs without it and says so instead of failing to link. The
/// library is Debian's libhunspell (libhunspell-dev pulls it in); the
/// dictionaries are hunspell-en-us and hunspell-ko.
final class Hunspell: @unchecked Sendable {
    private typealias Create = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> OpaquePointer?
    private typealias Spell = @convention(c) (OpaquePointer, UnsafePointer<CChar>) -> Int32
    private typealias Encoding = @convention(c) (OpaquePointer) -> UnsafePointer<CChar>?

    private struct Library {
        var create: Create
        var spell: Spell
        var encoding: Encoding
    }

    static let libraryNames = ["libhunspell-1.7.so.0", "libhunspell-1.7.so", "libhunspell.so", "libhunspell-1.7.0.dylib"]

    private static let library: Swift.Result<Library, SpellingUnavailable> = {
        for name in libraryNames {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
            guard let create = dlsym(handle, "Hunspell_create"), let spell = dlsym(handle, "Hunspell_spell"),
                  let encoding = dlsym(handle, "Hunspell_get_dic_encoding") else { continue }
            return .success(Library(create: unsafeBitCast(create, to: Create.self),
                                    spell: unsafeBitCast(spell, to: Spell.self),
                                    encoding: unsafeBitCast(encoding, to: Encoding.self)))
        }
        return .failure(SpellingUnavailable(reason: "the Hunspell library (\(libraryNames[0])) is not installed; install Debian's libhunspell-dev"))
    }()

    private let library: Library
    private let handle: OpaquePointer
    private let lock = NSLock()

    private init(library: Library, handle: OpaquePointer) {
        self.library = library
        self.handle = handle
    }

    /// Folders searched for `<name>.aff` and `<name>.dic`: Debian's, or the
    /// colon-separated list in HELPC_DICTIONARIES instead.
    static var dictionaryFolders: [String] {
        if let override = ProcessInfo.processInfo.environment["HELPC_DICTIONARIES"] {
            return override.split(separator: ":").map(String.init)
        }
        return ["/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts"]
    }

    /// Opens the dictionary for a language, or says why it can't.
    static func open(language: String) -> Swift.Result<Hunspell, SpellingUnavailable> {
        let library: Library
        switch Self.library {
        case .success(let loaded): library = loaded
        case .failure(let problem): return .failure(problem)
        }
        let names = dictionaryNames[language] ?? [language, language.replacingOccurrences(of: "-", with: "_")]
        for folder in dictionaryFolders {
            for name in names {
                let aff = "\(folder)/\(name).aff"
                let dic = "\(folder)/\(name).dic"
                guard FileManager.default.fileExists(atPath: aff), FileManager.default.fileExists(atPath: dic),
                      let handle = library.create(aff, dic) else { continue }
                let encoding = library.encoding(handle).map { String(cString: $0) } ?? ""
                guard encoding.uppercased() == "UTF-8" else {
                    return .failure(SpellingUnavailable(reason: "the \(language) dictionary \(dic) is in \(encoding), not UTF-8"))
                }
                return .success(Hunspell(library: library, handle: handle))
            }
        }
        let package = packages[language].map { "; install Debian's \($0)" } ?? ""
        return .failure(SpellingUnavailable(reason: "no Hunspell dictionary for \(language) (looked for \(names.map { "\($0).dic" }.joined(separator: ", ")) in \(dictionaryFolders.joined(separator: ", ")))\(package)"))
    }

    /// What `open` would use for `language`, without loading it: the
    /// dictionary files with their sizes and dates, or why there are none.
    /// Spelling findings can change only when this does.
    static func setup(language: String) -> String {
        if case .failure(let problem) = Self.library { return problem.reason }
        let names = dictionaryNames[language] ?? [language, language.replacingOccurrences(of: "-", with: "_")]
        for folder in dictionaryFolders {
            for name in names {
                let files = ["\(folder)/\(name).aff", "\(folder)/\(name).dic"]
                let attributes = files.compactMap { try? FileManager.default.attributesOfItem(atPath: $0) }
                guard attributes.count == 2 else { continue }
                return zip(files, attributes).map { file, attributes in
                    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
                    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                    return "\(file) \(size) \(date)"
                }.joined(separator: "; ")
            }
        }
        return "no dictionary"
    }

    private static let dictionaryNames = ["en": ["en_US"], "ko": ["ko_KR", "ko"], "en-US": ["en_US"], "en-GB": ["en_GB"]]
    private static let packages = ["en": "hunspell-en-us", "ko": "hunspell-ko", "en-US": "hunspell-en-us"]

    func spell(_ word: String) -> Bool {
        // `withCString`, not the implicit conversion: passed as a string,
        // the word was copied into two new arrays for every call.
        word.withCString { pointer in lock.withLock { library.spell(handle, pointer) != 0 } }
    }
}

struct SpellingUnavailable: Error, Sendable {
    var reason: String
}
