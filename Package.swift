// swift-tools-version:5.9
import PackageDescription

let speed: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "helpc",
    products: [
        .executable(name: "helpc", targets: ["helpc"]),
        .library(name: "HelpCompiler", targets: ["HelpCompiler"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        .target(
            name: "HelpCore",
            dependencies: ["CLibXML2"],
            resources: [.copy("Resources/schema"), .copy("Resources/unicode"), .copy("Resources/words"), .copy("Resources/termbase"), .copy("Resources/templates")],
            swiftSettings: speed),
        .target(name: "HelpRules", dependencies: ["HelpCore"], swiftSettings: speed),
        .target(name: "HelpEmit", dependencies: ["HelpCore"], swiftSettings: speed),
        .target(name: "HelpReport", dependencies: ["HelpCore", "HelpRules"], swiftSettings: speed),
        .target(
            name: "HelpCompiler",
            dependencies: ["HelpCore", "HelpRules", "HelpEmit", "HelpReport"],
            swiftSettings: speed),
        .executableTarget(name: "helpc", dependencies: ["HelpCompiler"]),
        .testTarget(
            name: "HelpCoreTests",
            dependencies: ["HelpCore"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "HelpRulesTests",
            dependencies: ["HelpRules", "HelpCore"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "HelpEmitTests",
            dependencies: ["HelpEmit", "HelpCore"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "HelpReportTests",
            dependencies: ["HelpReport", "HelpRules", "HelpCore"]),
        .testTarget(
            name: "HelpCompilerTests",
            dependencies: ["HelpCompiler", "helpc"],
            exclude: ["Fixtures"]),
    ]
)
