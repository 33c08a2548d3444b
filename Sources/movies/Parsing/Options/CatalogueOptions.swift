import ArgumentParser
import MovieKit

/// The groups that declare `--source`, `--api-url` and `--cache` themselves (``GlobalOptions``,
/// ``LocalOptions``): the commands read them as ``SourceOption``, ``APIURLOption`` and
/// ``CacheOption``, and ``checkCatalogue()`` checks them as those groups were checked.
///
/// They are declared flat rather than as `@OptionGroup`s of their types: a debug build's
/// ArgumentParser checks a group's declarations on each parse, and checks each nested group about
/// four times over, so every level of nesting multiplied the time the parse-bound tests took
/// (OptionGroupNestingTests).
protocol CatalogueOptions: ParsableArguments {
    /// `--source`, as given.
    var givenSource: MovieSource? { get set }
    /// `--api-url`, as given.
    var apiURLText: String? { get set }
    /// `--cache`, as given.
    var cachePath: String? { get set }
}

extension CatalogueOptions {
    /// `--source` as the commands that take it alone read it.
    var sourceOption: SourceOption {
        get { .given { $0.source = givenSource } }
        set { givenSource = newValue.source }
    }

    /// `--api-url` as the commands that take it alone read it.
    var api: APIURLOption {
        get { .given { $0.text = apiURLText } }
        set { apiURLText = newValue.text }
    }

    /// `--cache` as the commands that take it alone read it.
    var location: CacheOption {
        get { .given { $0.cache = cachePath } }
        set { cachePath = newValue.cache }
    }

    /// Refuses a source or an API address that does not read, in the order ArgumentParser checked
    /// them as groups (`--cache` has no check).
    func checkCatalogue() throws {
        try sourceOption.validate()
        try api.validate()
    }
}
