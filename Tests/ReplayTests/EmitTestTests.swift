import Foundation
import TestSupport
import XCTest

@testable import replay

/// `--emit-test`: the Swift Testing test printed for a session compiles against this package's
/// libraries and passes, and fails when an asserted change is wrong.
final class EmitTestTests: XCTestCase {
    func testTheEmittedTestSpellsEachInputAndItsChanges() {
        let result = ReplayRun(ReplayRun.session("showcase-favorites"), "--emit-test", "--until", "4")
        XCTAssertEqual(result.code, .success, result.err)
        ReplayRun.assertGolden(result.out, "showcase-favorites.emit-test-4.swift.txt")
    }

    func testRawLiteralsAndNames() {
        XCTAssertEqual(SwiftLiteral.raw(#"{"a":"b"}"#), ##"#"{"a":"b"}"#"##)
        XCTAssertEqual(SwiftLiteral.raw(##"say "#hi" \#(x)"##), ###"##"say "#hi" \#(x)"##"###)
        XCTAssertEqual(SwiftLiteral.identifier(fromFileName: "lunch-tour.jsonl"), "lunchTour")
        XCTAssertEqual(SwiftLiteral.identifier(fromFileName: "2-tabs.jsonl"), "session2Tabs")
        XCTAssertEqual(ReplayRun(ReplayRun.session("showcase-favorites"), "--emit-test", "--skip", "2").code, .badInput)
    }

    #if os(Linux)
        /// Compiles the emitted tests of two sessions, with a copy whose one asserted change is wrong,
        /// against the object files of `ActionLog`, `AppState`, `Reducers` and `AppCoreTesting` (whose
        /// `TestStore` they import) this build made, and runs them with the Swift Testing runner.
        func testTheEmittedTestCompilesAndPasses() throws {
            let build = try buildDirectory()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emitted-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for name in ["showcase-favorites", "burgers-order"] {
                let emitted = ReplayRun(ReplayRun.session(name), "--emit-test")
                XCTAssertEqual(emitted.code, .success, emitted.err)
                try emitted.out.write(to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
            }
            let favorites = try String(contentsOf: folder.appendingPathComponent("showcase-favorites.swift"), encoding: .utf8)
            let tampered = favorites.replacingOccurrences(of: "showcaseFavoritesReplaysStepByStep", with: "tamperedReplaysStepByStep")
                .replacingOccurrences(of: ##"#"+ favorites[2]: "elm""#"##, with: ##"#"+ favorites[2]: "elf""#"##)
            XCTAssertNotEqual(tampered, favorites)
            try tampered.write(to: folder.appendingPathComponent("tampered.swift"), atomically: true, encoding: .utf8)
            try """
                import Testing
                @main struct Runner { static func main() async { await Testing.__swiftPMEntryPoint() as Never } }
                """.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            var objects: [String] = []
            for module in ["ActionLog", "AppState", "Reducers", "AppCoreTesting"] {
                // The objects of the module's current sources (a build folder may keep objects of
                // files deleted since), as SwiftPM lists them in `sources`.
                let directory = build.appendingPathComponent("\(module).build")
                let sources = try String(contentsOf: directory.appendingPathComponent("sources"), encoding: .utf8)
                objects += sources.split(separator: "\n").map { source in
                    directory.appendingPathComponent(URL(fileURLWithPath: String(source)).lastPathComponent + ".o").path
                }
            }
            let sources = ["showcase-favorites", "burgers-order", "tampered", "main"].map { folder.appendingPathComponent("\($0).swift").path }
            let runner = folder.appendingPathComponent("runner").path
            let compile = try ChildProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-swift-version", "6", "-parse-as-library", "-I", build.appendingPathComponent("Modules").path]
                + sources + objects + ["-lTesting", "-lXCTest", "-o", runner], includeErrors: true)
            XCTAssertEqual(compile.code, 0, compile.out)
            guard compile.code == 0 else { return }
            for name in ["showcaseFavoritesReplaysStepByStep", "burgersOrderReplaysStepByStep"] {
                let passed = try ChildProcess(URL(fileURLWithPath: runner), ["--filter", name], includeErrors: true)
                XCTAssertEqual(passed.code, 0, passed.out)
                XCTAssertTrue(passed.out.contains("Test \(name)() passed"), passed.out)
            }
            let failed = try ChildProcess(URL(fileURLWithPath: runner), ["--filter", "tamperedReplaysStepByStep"], includeErrors: true)
            XCTAssertNotEqual(failed.code, 0, "a wrong asserted change fails the emitted test")
            XCTAssertTrue(failed.out.contains("tampered.swift:"), failed.out)
        }

        /// The folder of this build's modules and object files: the test binary's.
        private func buildDirectory() throws -> URL {
            var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            for _ in 0..<4 {
                if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules/Reducers.swiftmodule").path),
                    FileManager.default.fileExists(atPath: directory.appendingPathComponent("Reducers.build").path)
                {
                    return directory
                }
                directory.deleteLastPathComponent()
            }
            throw skipUnlessCI("the build's modules and object files are not beside the test binary, so the emitted test cannot be compiled")
        }
    #endif
}
