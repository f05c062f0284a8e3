import HelpCore
import HelpEmit

/// A topic file's `TopicOutline`s as a line of compact JSON and back, so a
/// rebuild can make the site's sidebars, index pages and search indexes
/// without reading the topic files that did not change.
///
/// Positional arrays, as in `ProjectIndexCoding`; the file is the record's
/// own path, so it is not repeated.
///
///     [topic…]
///     topic:  [id, order or null, parent or null, [platform…], [label…] titles, [label…] summaries,
///              [[src, line, column]…] images]
///     label:  [language, text or null]
///
/// The bodies' search texts are left out (`TopicOutline.searchBodies`): a
/// rebuild patches the search indexes with the texts of the files it reads
/// again, and reads the others only when an index must be made whole.
enum TopicOutlineCoding {
    static func encode(_ outlines: [TopicOutline]) -> String {
        func labels(_ labels: [TopicOutline.Label]) -> JSONValue {
            .array(labels.map { .array([.string($0.language), $0.text.map(JSONValue.string) ?? .null]) })
        }
        return JSONWriter.compact.string(.array(outlines.map { outline in .array([
            .string(outline.id), outline.order.map(JSONValue.number) ?? .null, outline.parent.map(JSONValue.string) ?? .null,
            .array(outline.platforms.map { .string($0.rawValue) }), labels(outline.titles), labels(outline.summaries),
            .array(outline.images.map { .array([.string($0.src), .number($0.location.line), .number($0.location.column)]) }),
        ]) }))
    }

    /// The outlines a line holds, their topics in `file`; nil if it is not
    /// a line `encode` wrote.
    static func decode(_ line: String, file: String) -> [TopicOutline]? {
        CompactJSONReader.whole(line) { reader in
            reader.array { reader in read(&reader, file: file) }
        }
    }

    private static func read(_ reader: inout CompactJSONReader, file: String) -> TopicOutline? {
        func label(_ reader: inout CompactJSONReader) -> TopicOutline.Label? {
            guard reader.skip("["), let language = reader.string(), reader.skip(","), let text = reader.optional({ $0.string() }),
                  reader.skip("]") else { return nil }
            return TopicOutline.Label(language: language, text: text)
        }
        func image(_ reader: inout CompactJSONReader) -> TopicOutline.Image? {
            guard reader.skip("["), let src = reader.string(), reader.skip(","), let line = reader.integer(), reader.skip(","),
                  let column = reader.integer(), reader.skip("]") else { return nil }
            return TopicOutline.Image(src: src, location: SourceLocation(file: file, line: line, column: column))
        }
        guard reader.skip("["), let id = reader.string(), reader.skip(","), let order = reader.optional({ $0.integer() }),
              reader.skip(","), let parent = reader.optional({ $0.string() }), reader.skip(","),
              let platforms = reader.array({ $0.string().flatMap(Platform.init(rawValue:)) }), reader.skip(","),
              let titles = reader.array(label), reader.skip(","), let summaries = reader.array(label), reader.skip(","),
              let images = reader.array(image), reader.skip("]") else { return nil }
        return TopicOutline(id: id, file: file, order: order, parent: parent, platforms: platforms, titles: titles,
                            summaries: summaries, searchBodies: nil, images: images)
    }
}
