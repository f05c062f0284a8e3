import Foundation
import HelpCore

/// A value a Mustache template can read.
public enum MustacheValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([MustacheValue])
    case object(MustacheObject)
    case null

    /// false, null and the empty list are falsey; everything else is truthy.
    var isTruthy: Bool {
        switch self {
        case .bool(let value): value
        case .null: false
        case .list(let items): !items.isEmpty
        default: true
        }
    }

    var text: String {
        switch self {
        case .string(let value): value
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .bool(let value): value ? "true" : "false"
        case .list, .object, .null: ""
        }
    }
}

/// The members of a template object, by name. A page is made of a few
/// dozen small objects (the page, each language, platform and sidebar
/// item) and a template asks each for a name at every level of the
/// context: the names are compared in order rather than hashed, which
/// made building a page's objects and looking names up in them the
/// largest part of rendering it. Names are unique.
public struct MustacheObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var names: [String] = []
    private var values: [MustacheValue] = []

    public init(_ members: [String: MustacheValue]) {
        names.reserveCapacity(members.count)
        values.reserveCapacity(members.count)
        for (name, value) in members {
            names.append(name)
            values.append(value)
        }
    }

    public init(dictionaryLiteral members: (String, MustacheValue)...) {
        names.reserveCapacity(members.count)
        values.reserveCapacity(members.count)
        for (name, value) in members { self[name] = value }
    }

    public var count: Int { names.count }

    public subscript(name: String) -> MustacheValue? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            if let position = names.firstIndex(of: name) {
                if let newValue { values[position] = newValue } else {
                    names.remove(at: position)
                    values.remove(at: position)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    /// Equal when they hold the same members, in any order.
    public static func == (a: MustacheObject, b: MustacheObject) -> Bool {
        a.count == b.count && a.names.indices.allSatisfy { b[a.names[$0]] == a.values[$0] }
    }
}

/// Mustache (https://mustache.github.io/mustache.5.html): interpolation with
/// HTML escaping, `{{{raw}}}` and `{{& raw}}`, sections, inverted sections,
/// comments, partials, set delimiters, dotted names and the implicit
/// iterator, with the specification's standalone-line and partial-indentation
/// rules. Unlike the specification's lenient default, an unknown partial is
/// an error, as are unclosed tags and sections: a help site with a hole in it
/// should not build.
public struct MustacheTemplate: Sendable {
    public struct Error: Swift.Error, CustomStringConvertible, Sendable {
        public var location: SourceLocation
        public var message: String
        public var description: String { "\(location): \(message)" }
    }

    indirect enum Node: Sendable {
        case text(String)
        case variable(name: Name, escaped: Bool, location: SourceLocation)
        case section(name: Name, inverted: Bool, children: [Node], location: SourceLocation)
        case partial(name: String, indentation: String, location: SourceLocation)
    }

    /// A tag's name, split at its dots once when the template is parsed
    /// rather than each time it is looked up (a site renders every tag of
    /// its layout for every page).
    struct Name: Sendable {
        /// `.`, the implicit iterator: the innermost context itself.
        let isImplicit: Bool
        /// The dotted name's parts; empty for a name that has none.
        let parts: [String]

        init(_ name: String) {
            isImplicit = name == "."
            parts = name.utf8.contains(UInt8(ascii: ".")) ? name.split(separator: ".").map(String.init) : name.isEmpty ? [] : [name]
        }
    }

    let nodes: [Node]
    public let name: String

    public init(_ source: String, name: String) throws(Error) {
        self.name = name
        var parser = Parser(source: Array(source), name: name)
        nodes = try parser.parse()
    }

    /// Renders with `context`; partials are looked up by name in `partials`.
    public func render(_ context: MustacheValue, partials: [String: String] = [:]) throws(Error) -> String {
        try render(context, partials: Partials(partials))
    }

    /// Renders with `context`, taking partials from a set that keeps each
    /// one parsed for the next render: a site renders its layout once per page.
    public func render(_ context: MustacheValue, partials: Partials) throws(Error) -> String {
        var output = ""
        var renderer = Renderer(partials: partials, stack: [context])
        try renderer.render(nodes, into: &output)
        return output
    }

    /// `render`, as UTF-8 bytes. A page written to disk is bytes: appending
    /// to a `String` piece by piece and copying its bytes out at the end was
    /// a fifth of rendering a site's pages.
    ///
    /// The page is made in a buffer each thread keeps (and so has grown to
    /// its largest page) and copied out at its size: arrays grown as they
    /// are filled, or sized by a guess, kept up to twice a page's bytes, a
    /// third of a large site's memory.
    public func renderBytes(_ context: MustacheValue, partials: Partials) throws(Error) -> [UInt8] {
        let scratch = Self.scratch.object
        // Taken out while in use, so a render inside a render gets a buffer of its own.
        var output = scratch.bytes
        scratch.bytes = []
        output.removeAll(keepingCapacity: true)
        var renderer = Renderer(partials: partials, stack: [context])
        try renderer.render(nodes, into: &output)
        // A copy of its own, at its size (`Array(output)` would share the buffer).
        let page = [UInt8](unsafeUninitializedCapacity: output.count) { copy, count in
            count = output.withUnsafeBufferPointer { copy.initialize(fromContentsOf: $0) }
        }
        scratch.bytes = output
        return page
    }

    private final class Scratch {
        var bytes: [UInt8] = []
    }

    private static let scratch = ThreadLocal { Scratch() }

    /// Partial templates by name, each parsed the first time it is used (for
    /// each indentation it is used with) and kept; safe to share between threads.
    public final class Partials: @unchecked Sendable {
        private let sources: [String: String]
        private var parsed: [String: [Node]] = [:]
        private let lock = NSLock()

        public init(_ sources: [String: String]) {
            self.sources = sources
        }

        func nodes(_ name: String, indentation: String, at location: SourceLocation) throws(Error) -> [Node] {
            guard let source = sources[name] else {
                throw Error(location: location, message: "unknown partial “\(MustacheTemplate.shown(name))”; add \(MustacheTemplate.shown(name)).mustache to the templates")
            }
            let key = name + "\u{0}" + indentation
            lock.lock()
            let known = parsed[key]
            lock.unlock()
            if let known { return known }
            let nodes: [Node]
            do throws(Error) {
                nodes = try MustacheTemplate(Renderer.indent(source, by: indentation), name: name).nodes
            } catch {
                // The indented copy's lines are not the file's: the mistake
                // is found again in the file's own text, where the writer looks.
                _ = try MustacheTemplate(source, name: name)
                throw error
            }
            lock.lock()
            parsed[key] = nodes
            lock.unlock()
            return nodes
        }
    }

    /// `&`, `<`, `>`, `"` and `'` as entities, so copy is never markup.
    public static func escape(_ text: String) -> String {
        // The five characters are ASCII, so the UTF-8 bytes can be scanned
        // directly; most text has none of them and is returned as it is.
        guard needsEscaping(text) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x26: bytes += Array("&amp;".utf8)
            case 0x3C: bytes += Array("&lt;".utf8)
            case 0x3E: bytes += Array("&gt;".utf8)
            case 0x22: bytes += Array("&quot;".utf8)
            case 0x27: bytes += Array("&#39;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `escape(text)`'s bytes, appended to `bytes`.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        guard needsEscaping(text) else {
            bytes.append(contentsOf: text.utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
    }

    /// Whether `text` holds one of the five, read through its stored bytes:
    /// a site's pages escape every title, summary and run of body text, and
    /// walking them through `utf8.contains(where:)` was a tenth of the time
    /// spent rendering pages.
    static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
                return true
            }
            return false
        }
    }

    // MARK: Parsing

    private struct Parser {
        let source: [Character]
        let name: String
        var index = 0
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]

        init(source: [Character], name: String) {
            self.source = source
            self.name = name
        }

        func location(_ offset: Int) -> SourceLocation {
            var line = 1
            var column = 1
            for character in source[..<min(offset, source.count)] {
                if character == "\n" || character == "\r\n" { line += 1; column = 1 } else { column += 1 }
            }
            return SourceLocation(file: name, line: line, column: column)
        }

        func starts(with marker: [Character], at offset: Int) -> Bool {
            offset + marker.count <= source.count && Array(source[offset..<offset + marker.count]) == marker
        }

        mutating func parse() throws(Error) -> [Node] {
            var stack: [(name: String, inverted: Bool, location: SourceLocation, nodes: [Node])] = [("", false, location(0), [])]
            var text = ""
            var lineStart = 0
            func flush(_ stack: inout [(name: String, inverted: Bool, location: SourceLocation, nodes: [Node])]) {
                if !text.isEmpty { stack[stack.count - 1].nodes.append(.text(text)); text = "" }
            }
            while index < source.count {
                guard starts(with: open, at: index) else {
                    text.append(source[index])
                    if source[index] == "\n" || source[index] == "\r\n" { lineStart = index + 1 }
                    index += 1
                    continue
                }
                let tagStart = index
                let tagLocation = location(tagStart)
                var contentStart = index + open.count
                var kind: Character = " "
                var closing = close
                if open == ["{", "{"], contentStart < source.count, source[contentStart] == "{" {
                    kind = "{"
                    contentStart += 1
                    closing = ["}", "}", "}"]
                } else if contentStart < source.count, "#^/!>&=".contains(source[contentStart]) {
                    kind = source[contentStart]
                    contentStart += 1
                }
                var end = contentStart
                while end < source.count && !starts(with: closing, at: end) { end += 1 }
                guard end < source.count else {
                    throw Error(location: tagLocation, message: "unclosed tag: no \(String(closing)) after \(String(open))")
                }
                var content = String(source[contentStart..<end])
                let tagEnd = end + closing.count
                if kind == "=" {
                    guard content.hasSuffix("=") else { throw Error(location: tagLocation, message: "a set-delimiter tag ends with =") }
                    content.removeLast()
                }
                let name = content.trimmingCharacters(in: .whitespaces)

                // A standalone tag takes its whole line with it.
                let standaloneKinds: Set<Character> = ["#", "^", "/", "!", ">", "="]
                var isStandalone = false
                var lineEnd = tagEnd
                if standaloneKinds.contains(kind), source[lineStart..<tagStart].allSatisfy({ $0 == " " || $0 == "\t" }) {
                    var after = tagEnd
                    while after < source.count, source[after] == " " || source[after] == "\t" { after += 1 }
                    // ("\r\n" is one Character in Swift.)
                    if after == source.count || source[after] == "\n" || source[after] == "\r\n" {
                        isStandalone = true
                        lineEnd = after == source.count ? after : after + 1
                    }
                }
                var indentation = ""
                if isStandalone {
                    indentation = String(source[lineStart..<tagStart])
                    text.removeLast(indentation.count)
                }
                flush(&stack)
                switch kind {
                case "!":
                    break
                case "=":
                    let parts = name.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(Array.init)
                    guard parts.count == 2 else {
                        throw Error(location: tagLocation, message: "a set-delimiter tag names two delimiters: {{=<% %>=}}")
                    }
                    open = parts[0]
                    close = parts[1]
                case "#", "^":
                    stack.append((name, kind == "^", tagLocation, []))
                case "/":
                    guard stack.count > 1, stack[stack.count - 1].name == name else {
                        let expected = stack.count > 1 ? "{{/\(MustacheTemplate.shown(stack[stack.count - 1].name))}}" : "no section"
                        throw Error(location: tagLocation, message: "{{/\(MustacheTemplate.shown(name))}} closes \(expected == "no section" ? "no open section" : "the wrong section; expected \(expected)")")
                    }
                    let section = stack.removeLast()
                    stack[stack.count - 1].nodes.append(.section(name: Name(section.name), inverted: section.inverted,
                                                                 children: section.nodes, location: section.location))
                case ">":
                    stack[stack.count - 1].nodes.append(.partial(name: name, indentation: indentation, location: tagLocation))
                default:
                    stack[stack.count - 1].nodes.append(.variable(name: Name(name), escaped: kind == " ", location: tagLocation))
                }
                index = isStandalone ? lineEnd : tagEnd
                if isStandalone { lineStart = index }
            }
            flush(&stack)
            guard stack.count == 1 else {
                let open = stack[stack.count - 1]
                throw Error(location: open.location, message: "section {{#\(MustacheTemplate.shown(open.name))}} is never closed")
            }
            return stack[0].nodes
        }
    }

    // MARK: Rendering

    private struct Renderer {
        let partials: Partials
        var depth = 0
        /// The contexts, innermost last: a section pushes its value while
        /// its children render and pops it after.
        var stack: [MustacheValue]

        func lookup(_ name: Name) -> MustacheValue {
            if name.isImplicit { return stack.last ?? .null }
            guard let first = name.parts.first else { return .null }
            var value: MustacheValue?
            var index = stack.count
            while index > 0 {
                index -= 1
                if case .object(let members) = stack[index], let found = members[first] {
                    value = found
                    break
                }
            }
            guard var value else { return .null }
            for part in name.parts.dropFirst() {
                guard case .object(let members) = value, let next = members[part] else { return .null }
                value = next
            }
            return value
        }

        mutating func render<Output: MustacheOutput>(_ nodes: [Node], into output: inout Output) throws(Error) {
            for node in nodes {
                switch node {
                case .text(let text):
                    output.append(text)
                case .variable(let name, let escaped, _):
                    let text = lookup(name).text
                    if escaped { output.appendEscaped(text) } else { output.append(text) }
                case .section(let name, let inverted, let children, _):
                    let value = lookup(name)
                    if inverted {
                        if !value.isTruthy { try render(children, into: &output) }
                    } else if case .list(let items) = value {
                        for item in items {
                            stack.append(item)
                            try render(children, into: &output)
                            stack.removeLast()
                        }
                    } else if value.isTruthy {
                        stack.append(value)
                        try render(children, into: &output)
                        stack.removeLast()
                    }
                case .partial(let name, let indentation, let location):
                    let nodes = try partials.nodes(name, indentation: indentation, at: location)
                    guard depth < 50 else { throw Error(location: location, message: "partials nest deeper than 50 levels") }
                    depth += 1
                    try render(nodes, into: &output)
                    depth -= 1
                }
            }
        }

        /// Every line of a standalone partial gets the tag's indentation.
        static func indent(_ source: String, by indentation: String) -> String {
            guard !indentation.isEmpty else { return source }
            var result = ""
            var atLineStart = true
            for character in source {
                if atLineStart { result += indentation; atLineStart = false }
                result.append(character)
                if character == "\n" || character == "\r\n" { atLineStart = true }
            }
            return result
        }
    }
}

/// Where a template renders to: a `String`, or the bytes of a page.
protocol MustacheOutput {
    mutating func append(_ text: String)
    mutating func appendEscaped(_ text: String)
}

extension String: MustacheOutput {
    mutating func appendEscaped(_ text: String) { append(MustacheTemplate.escape(text)) }
}

extension Array: MustacheOutput where Element == UInt8 {
    mutating func append(_ text: String) { append(contentsOf: text.utf8) }
    mutating func appendEscaped(_ text: String) { MustacheTemplate.appendEscaped(text, to: &self) }
}

extension MustacheTemplate {
    /// A tag's name as a message shows it on one line: a line break
    /// typed inside a tag is written `\n`.
    fileprivate static func shown(_ name: String) -> String {
        var shown = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
