import CCurl
import Foundation

/// libcurl's functions, found in `libcurl.so.4` when `movies-http` starts rather than linked:
/// building needs no curl headers or development package, and the library is bound lazily, as a
/// linked one would be. ``shared`` loads and initialises it once.
struct Libcurl: @unchecked Sendable {
    typealias Easy = UnsafeMutableRawPointer
    typealias Multi = UnsafeMutableRawPointer

    let easyInit: @convention(c) () -> Easy?
    let easyCleanup: @convention(c) (Easy?) -> Void
    let easyStrerror: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let slistAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let slistFreeAll: @convention(c) (OpaquePointer?) -> Void
    let multiInit: @convention(c) () -> Multi?
    let multiAddHandle: @convention(c) (Multi?, Easy?) -> Int32
    let multiRemoveHandle: @convention(c) (Multi?, Easy?) -> Int32
    let multiPerform: @convention(c) (Multi?, UnsafeMutablePointer<Int32>?) -> Int32
    let multiPoll:
        @convention(c) (Multi?, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutablePointer<Int32>?) -> Int32
    let multiWakeup: @convention(c) (Multi?) -> Int32
    let multiInfoRead: @convention(c) (Multi?, UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<ccurl_message>?
    /// The variadic three, called through CCurl's `ccurl_set_long` and friends.
    let easySetopt: UnsafeMutableRawPointer
    let easyGetinfo: UnsafeMutableRawPointer
    let multiSetopt: UnsafeMutableRawPointer

    /// Why it could not be loaded.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// libcurl, loaded and initialised on first use, or why it could not be.
    static let shared: Result<Libcurl, Unavailable> = load()

    private static func load() -> Result<Libcurl, Unavailable> {
        // Lazily: RTLD_NOW would bind every symbol of libcurl and its thirty libraries first.
        guard let library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL) else {
            return .failure(
                Unavailable(description: "libcurl is not installed (libcurl.so.4; on Debian, apt-get install libcurl4)")
            )
        }
        func find<Function>(_ name: String) throws(Unavailable) -> Function {
            guard let symbol = dlsym(library, name) else {
                throw Unavailable(description: "libcurl.so.4 lacks \(name) (libcurl 7.68 or newer is needed)")
            }
            return unsafeBitCast(symbol, to: Function.self)
        }
        do throws(Unavailable) {
            let globalInit: @convention(c) (Int) -> Int32 = try find("curl_global_init")
            let curl = Libcurl(
                easyInit: try find("curl_easy_init"), easyCleanup: try find("curl_easy_cleanup"),
                easyStrerror: try find("curl_easy_strerror"), slistAppend: try find("curl_slist_append"),
                slistFreeAll: try find("curl_slist_free_all"), multiInit: try find("curl_multi_init"),
                multiAddHandle: try find("curl_multi_add_handle"),
                multiRemoveHandle: try find("curl_multi_remove_handle"), multiPerform: try find("curl_multi_perform"),
                multiPoll: try find("curl_multi_poll"), multiWakeup: try find("curl_multi_wakeup"),
                multiInfoRead: try find("curl_multi_info_read"), easySetopt: try find("curl_easy_setopt"),
                easyGetinfo: try find("curl_easy_getinfo"), multiSetopt: try find("curl_multi_setopt"))
            guard globalInit(Int(CCURL_GLOBAL_ALL)) == CCURLE_OK else {
                throw Unavailable(description: "libcurl could not initialise")
            }
            return .success(curl)
        } catch {
            return .failure(error)
        }
    }

    // MARK: The variadic calls

    @discardableResult
    func set(_ easy: Easy, _ option: Int, _ value: Int) -> Int32 {
        ccurl_set_long(easySetopt, easy, Int32(option), value)
    }

    @discardableResult
    func set(_ easy: Easy, _ option: Int, pointer value: UnsafeRawPointer?) -> Int32 {
        ccurl_set_pointer(easySetopt, easy, Int32(option), value)
    }

    /// libcurl copies a string it is given (since 7.17): `value` need not outlive the call.
    @discardableResult
    func set(_ easy: Easy, _ option: Int, string value: String) -> Int32 {
        ccurl_set_pointer(easySetopt, easy, Int32(option), value)
    }

    @discardableResult
    func set(_ easy: Easy, _ option: Int, callback: ccurl_data_callback) -> Int32 {
        ccurl_set_callback(easySetopt, easy, Int32(option), callback)
    }

    func get(_ easy: Easy, _ info: Int) -> Int {
        var value = 0
        _ = ccurl_get_long(easyGetinfo, easy, Int32(info), &value)
        return value
    }

    @discardableResult
    func set(_ multi: Multi, multiOption option: Int, _ value: Int) -> Int32 {
        ccurl_set_long(multiSetopt, multi, Int32(option), value)
    }

    /// The next finished transfer of `multi` and libcurl's result for it, or `nil` when none is left.
    func nextDone(of multi: Multi) -> (easy: Easy, result: Int32)? {
        var left: Int32 = 0
        while let message = multiInfoRead(multi, &left) {
            if message.pointee.msg == CCURLMSG_DONE, let easy = message.pointee.easy {
                return (easy, message.pointee.data.result)
            }
        }
        return nil
    }
}
