/// Runs `body`, a call that throws untyped errors (GRDB's, mostly), with typed throws: an error
/// of its `Failure` type (ours, thrown inside `body`) goes on as it is; any other is said as
/// `otherwise` says it.
func typedThrows<Value, Failure: Error>(
    _ body: () throws -> Value, otherwise: (any Error) -> Failure
) throws(Failure) -> Value {
    do {
        return try body()
    } catch let error as Failure {
        throw error
    } catch {
        throw otherwise(error)
    }
}
