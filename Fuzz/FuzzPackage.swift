// swift-tools-version: 6.1
// The fuzz package that Fuzz/run.sh assembles in .build-fuzz/pkg: the library's own sources (linked
// in, not copied), the command line's sources as a library, the shared
// fuzz entries of Tests/FuzzRegressionTests and one libFuzzer executable per target. Built with
// `--sanitize fuzzer --sanitize address`, so every Swift module and the C shim carry coverage and
// address checks (the system's libpng, FreeType and libyaml are linked as they are). Not part of
// the main package; do not build it with `swift build` at the top.
//
// This file is the fuzz package's one list of modules: Fuzz/run.sh links `Sources/<name>` for every
// `.target(name:` below (the C shims from Sources/CShims, the targets from Fuzz/Targets), and
// FuzzPackageTests (Tests/FuzzRegressionTests) checks in the normal test run that the library
// targets here are exactly Package.swift's, each with at least Package.swift's dependencies, but
// those in `notFuzzed`. A module added to Package.swift fails that test until it is listed here.
import PackageDescription

/// Package.swift's library targets that the fuzz package leaves out, with why.
let notFuzzed = [
    "GoldenTesting",  // test support: assertGolden, never given outside input
    "ChevronTesting",  // test support
    "ChevronSnapshotTesting",  // test support; needs swift-snapshot-testing, which this package does not fetch
]

let package = Package(
    name: "ChevronFuzz",
    targets: [
        .systemLibrary(name: "_CLibPNG", path: "Sources/_CLibPNG", pkgConfig: "libpng"),
        .target(name: "_CPNGShim", dependencies: ["_CLibPNG"], path: "Sources/_CPNGShim",
                linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
        .systemLibrary(name: "_CFreeType", path: "Sources/_CFreeType", pkgConfig: "freetype2"),
        .systemLibrary(name: "_CHarfBuzz", path: "Sources/_CHarfBuzz", pkgConfig: "harfbuzz"),
        .systemLibrary(name: "_CFriBidi", path: "Sources/_CFriBidi", pkgConfig: "fribidi"),
        .systemLibrary(name: "_CFontconfig", path: "Sources/_CFontconfig", pkgConfig: "fontconfig"),
        .systemLibrary(name: "_CLibYAML", path: "Sources/_CLibYAML", pkgConfig: "yaml-0.1"),
        .target(name: "ChevronSupport"),
        .target(name: "Geometry"),
        .target(name: "Raster", dependencies: ["Geometry"]),
        .target(name: "NavigationModel", dependencies: ["ChevronSupport"]),
        .target(name: "ImageDiff"),
        .target(name: "ImageDiffReports", dependencies: ["ImageDiff"]),
        .target(name: "RasterPNG", dependencies: ["ChevronSupport", "Raster", "_CPNGShim"]),
        .target(
            name: "Typesetting",
            dependencies: ["ChevronSupport", "Raster", "Geometry", "_CFreeType", "_CHarfBuzz", "_CFriBidi", "_CFontconfig"]),
        .target(name: "Widgets", dependencies: ["ChevronSupport", "Geometry", "Raster", "Typesetting", "NavigationModel", "Layout"]),
        .target(name: "Scene", dependencies: ["ChevronSupport", "NavigationModel"]),
        .target(name: "SceneFile", dependencies: ["ChevronSupport", "NavigationModel", "Scene", "Raster", "_CLibYAML"]),
        .target(name: "Layout", dependencies: ["ChevronSupport", "Geometry", "NavigationModel", "Scene"]),
        .target(
            name: "Chevron",
            dependencies: [
                "ChevronSupport", "Geometry", "Raster", "RasterPNG", "Typesetting", "NavigationModel", "Layout",
                "Widgets", "Scene", "SceneFile", "ImageDiff", "ImageDiffReports",
            ]),
        .target(name: "CommandSupport", dependencies: ["Chevron"]),
        .target(name: "Regression", dependencies: ["Chevron", "CommandSupport"]),
        .target(name: "Preview", dependencies: ["Chevron", "CommandSupport"]),
        .target(name: "PreviewHTTP"),
        // The command line's own sources but main.swift (run.sh links them one by one), as a library.
        .target(name: "ChevronCLI", dependencies: ["ChevronSupport", "Chevron", "Typesetting", "CommandSupport", "Regression", "Preview"]),
        .target(
            name: "FuzzEntries", dependencies: ["Chevron", "ChevronCLI", "SceneFile", "CommandSupport", "Regression", "PreviewHTTP"]),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzEntries"]),
        .executableTarget(name: "FuzzScene", dependencies: ["FuzzEntries"]),
        .executableTarget(name: "FuzzRender", dependencies: ["FuzzEntries"]),
        .executableTarget(name: "FuzzOptions", dependencies: ["FuzzEntries"]),
        .executableTarget(name: "FuzzBlob", dependencies: ["FuzzEntries"]),
        .executableTarget(name: "FuzzRules", dependencies: ["FuzzEntries"]),
        .executableTarget(name: "FuzzFolder", dependencies: ["FuzzEntries"]),
        .executableTarget(name: "FuzzHTTP", dependencies: ["FuzzEntries"]),
    ]
)
