import Foundation
import PackagePlugin

/// Turns the demo API's files, `api-fixtures/api/`, into Swift source, so the `movies` binary
/// carries the demo catalogue wherever it is copied and `api-fixtures/` stays the one place it
/// is written. Other dialects' fixtures beside it (`api-fixtures/tmdb/`) are not bundled.
@main
struct BundleCatalogue: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let fixtures = context.package.directoryURL.appending(path: "api-fixtures")
        let demo = fixtures.appending(path: "api")
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledCatalogue+Files.swift")
        return [
            .buildCommand(
                displayName: "Bundling the demo catalogue from api-fixtures/api/",
                executable: try context.tool(named: "bundle-catalogue").url,
                arguments: [
                    fixtures.path(percentEncoded: false), demo.path(percentEncoded: false),
                    output.path(percentEncoded: false),
                ],
                inputFiles: files(under: demo),
                outputFiles: [output]
            )
        ]
    }

    private func files(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
