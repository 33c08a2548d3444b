/// The JSON TMDB's API v3 sends, written from its documented response shapes: snake_case keys,
/// `null` written out for what is missing (a poster, a date, a runtime), dates as `yyyy-MM-dd`
/// text that may be empty. The fixture server's own types, kept apart from any client's.
public enum TMDBWire {}
