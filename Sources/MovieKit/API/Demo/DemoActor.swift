/// A cast member as the API's JSON gives it: `{"name": …}`.
public struct DemoActor: Actor, Codable, Hashable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}
