import GRDB

/// A rating as the library keeps it (schema 3): the number it is, a `REAL` (8.5, 7.0).
extension YourRating: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { value.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> YourRating? {
        Double.fromDatabaseValue(dbValue).flatMap(YourRating.init)
    }
}
