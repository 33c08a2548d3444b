import Foundation

/// What each field of a synced entry may hold, as the commands take it: days a film can have been
/// watched or rated on (``LibraryValue/day(_:today:)``), ratings in halves from 0.5 to 10
/// (``YourRating``), tags trimmed and each once, a review that is not empty, a list's name as
/// `list create` takes it, a position key (``SyncOrderKey``).
enum SyncFieldRule {
    /// `value` as field `name` of an entry of `kind` takes it (tags trimmed, an empty review none);
    /// `nil` when it does not.
    static func take(_ value: SyncValue, as name: String, of kind: SyncEntryKind, today: Date) -> SyncValue? {
        switch (name, value) {
        case (SyncEntryKind.present, .flag), ("rewatch", .flag):
            return value
        case ("added", .text(let day)), ("ratedOn", .text(let day)), ("markedOn", .text(let day)),
            ("watchedOn", .text(let day)):
            return (try? LibraryValue.day(day, today: today)) == nil ? nil : value
        case ("watchedOn", .null), ("review", .null):
            return value
        case ("rating", .null):
            return kind == .viewing ? value : nil
        case ("rating", .number(let number)):
            return YourRating(number).map { .number($0.value) }
        case ("tags", .texts(let tags)):
            return .texts(Viewing.tags(tags))
        case ("review", .text(let review)):
            return review.isEmpty ? .null : value
        case ("name", .text(let name)):
            return (try? FilmLists.name(name)) == name ? value : nil
        case ("description", .null), ("ranked", .flag):
            return value
        case ("description", .text(let description)):
            return description.isEmpty ? .null : value
        case ("position", .text(let key)):
            return SyncOrderKey.isValid(key) ? value : nil
        default:
            return nil
        }
    }
}
