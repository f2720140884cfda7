// swift-tools-version: 6.1
// Chevron: classic iPhone OS navigation chrome, drawn by its own rasterizer.
// Dependencies point one way (docs/DESIGN.md §Modules):
//   Geometry ← Raster ← RasterPNG (+ ChevronSupport: SecondThread), Typesetting
//   NavigationModel ← Scene ← SceneFile (+ libyaml)
//   Geometry, NavigationModel, Scene ← Layout
//   ChevronSupport, Geometry, Raster, Typesetting, NavigationModel, Layout ← Widgets
//   ImageDiff (alone) ← ImageDiffReports
//   ChevronSupport, Raster, RasterPNG, ImageDiff, ImageDiffReports ← GoldenTesting (assertGolden for bitmaps)
//   all of the above ← Chevron ← ChevronTesting ← ChevronSnapshotTesting (+ swift-snapshot-testing)
//                      Chevron ← CommandSupport (atomic outputs, one-line failures, exit codes)
//                      Chevron, CommandSupport ← Regression (folder comparison, shards, blobs, approve)
//                      Chevron, CommandSupport ← Preview (scenes published to the preview server, watched)
//   Chevron, CommandSupport, Regression, Preview ← ChevronCLI (arguments in, lines out; no package)
//                      Chevron ← ChevronFidelity (bench/fidelity.sh)
//   PreviewHTTP (alone: requests read and routed, no socket)
//   PreviewHTTP ← ChevronPreviewServer (+ swift-nio; no Chevron module): `chevron-preview`, the HTTP server
//                      `chevron preview` starts beside itself, so that `chevron` links no NIO
//   Geometry, Raster, RasterPNG, Typesetting, ImageDiff ← ChevronBench
import PackageDescription

// MARK: - C shims (system libraries found with pkg-config; not API)

let cTargets: [Target] = [
    .systemLibrary(
        name: "_CLibPNG", path: "Sources/CShims/_CLibPNG", pkgConfig: "libpng",
        providers: [.apt(["libpng-dev"])]),
    .target(
        name: "_CPNGShim", dependencies: ["_CLibPNG"], path: "Sources/CShims/_CPNGShim",
        linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
    .systemLibrary(
        name: "_CFreeType", path: "Sources/CShims/_CFreeType", pkgConfig: "freetype2",
        providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
        name: "_CLibYAML", path: "Sources/CShims/_CLibYAML", pkgConfig: "yaml-0.1",
        providers: [.apt(["libyaml-dev"])]),
    // Text in every language (docs/DESIGN.md §Text in every language): shaping, bidi, fallback faces.
    .systemLibrary(
        name: "_CHarfBuzz", path: "Sources/CShims/_CHarfBuzz", pkgConfig: "harfbuzz",
        providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
        name: "_CFriBidi", path: "Sources/CShims/_CFriBidi", pkgConfig: "fribidi",
        providers: [.apt(["libfribidi-dev"])]),
    .systemLibrary(
        name: "_CFontconfig", path: "Sources/CShims/_CFontconfig", pkgConfig: "fontconfig",
        providers: [.apt(["libfontconfig-dev"])]),
]

// MARK: - Pure core

let coreTargets: [Target] = [
    // The bottom: formatting and values every layer may print with; no wording of the command line.
    .target(name: "ChevronSupport"),
    .target(name: "Geometry"),
    .target(name: "Raster", dependencies: ["Geometry"]),
    .target(name: "NavigationModel", dependencies: ["ChevronSupport"]),
    // The scene model: the canvas, the one root, the operations as the parser applied them, stages.
    .target(name: "Scene", dependencies: ["ChevronSupport", "NavigationModel"]),
    // Every layout: the bars, tables, sheets and the rest (a folder per family), and the one layout
    // of a whole scene, read by every command. Pure: no fonts, no files.
    .target(name: "Layout", dependencies: ["ChevronSupport", "Geometry", "NavigationModel", "Scene"]),
    // The differ's core: pixelmatch's metric, anti-aliasing, counting, options. Depends on nothing.
    .target(name: "ImageDiff"),
    // What people look at: diff image styles, the side-by-side composite, the HTML reports.
    .target(name: "ImageDiffReports", dependencies: ["ImageDiff"]),
]

// MARK: - Edges and composition

let edgeTargets: [Target] = [
    .target(name: "RasterPNG", dependencies: ["ChevronSupport", "Raster", "_CPNGShim"]),
    .target(
        name: "Typesetting",
        dependencies: ["ChevronSupport", "Raster", "Geometry", "_CFreeType", "_CHarfBuzz", "_CFriBidi", "_CFontconfig"]),
    .target(
        name: "Widgets",
        dependencies: ["ChevronSupport", "Geometry", "Raster", "Typesetting", "NavigationModel", "Layout"]),
    .target(
        name: "SceneFile",
        // libyaml's event stream (the system library), composed by YAMLComposer: no YAML package.
        dependencies: ["ChevronSupport", "NavigationModel", "Scene", "_CLibYAML"]),
    .target(
        name: "Chevron",
        dependencies: [
            "ChevronSupport", "Geometry", "Raster", "RasterPNG", "Typesetting", "NavigationModel", "Layout",
            "Widgets", "Scene", "SceneFile", "ImageDiff", "ImageDiffReports",
        ]),
    // assertGolden for bitmaps: what the raster tests need, without fonts or YAML.
    .target(name: "GoldenTesting", dependencies: ["ChevronSupport", "Raster", "RasterPNG", "ImageDiff", "ImageDiffReports"]),
    // GoldenTesting re-exported, plus scenes and transitions as goldens.
    .target(name: "ChevronTesting", dependencies: ["Chevron", "GoldenTesting"]),
    // The swift-snapshot-testing strategy, apart so that assertGolden's users never build
    // swift-snapshot-testing (and the swift-syntax it pulls in).
    .target(
        name: "ChevronSnapshotTesting",
        dependencies: [
            "ChevronTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
        ]),
    // What every command's edge shares: outputs written atomically, interrupted runs that leave no
    // temporary file, one-line failures and their exit codes, the batch runner.
    .target(name: "CommandSupport", dependencies: ["Chevron"]),
    // Folder comparison at CI scale: listing, comparison, shards, blobs, reports, approve. Callable
    // from Swift; prints nothing.
    .target(name: "Regression", dependencies: ["Chevron", "CommandSupport"]),
    // `chevron preview`'s scenes: found, rendered, published to `chevron-preview`, watched.
    .target(name: "Preview", dependencies: ["Chevron", "CommandSupport"]),
    .executableTarget(
        name: "ChevronCLI",
        dependencies: ["Chevron", "CommandSupport", "Regression", "Preview"]),
    // The preview server's requests answered without a socket: read, routed against what is
    // published, refused. `chevron-preview` and the `http` fuzz target run the same code.
    .target(name: "PreviewHTTP"),
    // `chevron-preview`: the HTTP side of `chevron preview` (SwiftNIO's HTTP/1 server). It serves
    // what `chevron preview` hands it over a pipe and nothing else; a product of its own, so that
    // neither `chevron` nor its build pays for NIO (docs/DESIGN.md §Live preview).
    .executableTarget(
        name: "ChevronPreviewServer",
        dependencies: [
            "PreviewHTTP",
            .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["PreviewServer"])),
            .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["PreviewServer"])),
            .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["PreviewServer"])),
        ]),
]

// MARK: - Benchmarks

let benchmarkTargets: [Target] = [
    // docs/DESIGN.md §Benchmark: the peers' standard scene, timed side by side with the peers by
    // bench/compare.sh. A plain executable: build it with -c release.
    .executableTarget(
        name: "ChevronBench", dependencies: ["Geometry", "Raster", "RasterPNG", "Typesetting", "ImageDiff"]),
    // bench/fidelity.sh: every widget against Apple's art and two real screenshots in
    // ../shared/fidelity (test references only, never part of the package).
    .executableTarget(name: "ChevronFidelity", dependencies: ["Chevron", "ImageDiff", "ImageDiffReports"]),
]

// MARK: - Tests

let testTargets: [Target] = [
    .testTarget(name: "ChevronSupportTests", dependencies: ["ChevronSupport"]),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    // GoldenTesting, not ChevronTesting: the raster tests build without FreeType and libyaml.
    .testTarget(name: "RasterTests", dependencies: ["GoldenTesting", "Geometry", "Raster"], exclude: ["Goldens"]),
    .testTarget(name: "RasterPNGTests", dependencies: ["RasterPNG", "Raster"], exclude: ["Fixtures"]),
    .testTarget(
        // Widgets: the text goldens truncate with the widgets' `Typesetter.run(_:font:truncatedTo:)`.
        name: "TypesettingTests",
        dependencies: ["ChevronTesting", "Typesetting", "Geometry", "Raster", "RasterPNG", "Widgets"],
        exclude: ["Goldens"]),
    .testTarget(name: "NavigationModelTests", dependencies: ["NavigationModel"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout", "Scene", "SceneFile", "Geometry", "NavigationModel"]),
    .testTarget(
        name: "SceneFileTests", dependencies: ["ChevronSupport", "Scene", "SceneFile", "NavigationModel"], exclude: ["Fixtures"]),
    // ImageDiffReports: the parity tests also compare the drawn diff image with pixelmatch's.
    .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "ImageDiffReports", "RasterPNG"], exclude: ["Fixtures"]),
    .testTarget(name: "ImageDiffReportsTests", dependencies: ["ImageDiffReports", "ImageDiff"]),
    .testTarget(
        name: "WidgetsTests",
        dependencies: [
            "ChevronTesting", "Widgets", "Geometry", "Raster", "RasterPNG", "Typesetting", "Layout", "NavigationModel",
        ],
        exclude: ["Goldens"]),
    .testTarget(
        name: "ChevronTestingTests",
        dependencies: [
            "ChevronTesting", "ChevronSnapshotTesting", "Chevron",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
        ]),
    // ChevronCLI: renderingIsDeterministic compares with `chevron render` in other processes;
    // ChevronFidelity: the figure tests draw the screens bench/fidelity.sh compares, from its cases.
    .testTarget(
        name: "SceneRenderingTests", dependencies: ["Chevron", "ChevronTesting", "ChevronCLI", "ChevronFidelity"],
        exclude: ["Goldens", "WorldScenes"]),
    // ChevronCLI: the tests run the built `chevron` executable.
    .testTarget(name: "CLITests", dependencies: ["ChevronCLI", "CommandSupport", "Regression", "Raster", "RasterPNG"], exclude: ["Browser"]),
    // `chevron preview` end to end: the tests run the built `chevron` and `chevron-preview`.
    .testTarget(name: "PreviewTests", dependencies: ["ChevronCLI", "ChevronPreviewServer", "PreviewHTTP", "RasterPNG", "Raster"]),
    // Replays Fuzz/run.sh's stored inputs through the fuzzers' own entries (FuzzEntries.swift).
    .testTarget(
        name: "FuzzRegressionTests",
        dependencies: ["Chevron", "ChevronCLI", "CommandSupport", "Regression", "RasterPNG", "PreviewHTTP"],
        exclude: ["Inputs"]),
    // The documents against the repository: the names docs/DESIGN.md gives exist, the guides' paths
    // exist, every `§` citation names a section, and README and DESIGN keep their sizes. No module.
    .testTarget(name: "DocsTests"),
]

let package = Package(
    name: "Chevron",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Chevron", targets: ["Chevron"]),
        .library(name: "ChevronTesting", targets: ["ChevronTesting"]),
        .library(name: "ChevronSnapshotTesting", targets: ["ChevronSnapshotTesting"]),
        .executable(name: "chevron", targets: ["ChevronCLI"]),
        .executable(name: "chevron-preview", targets: ["ChevronPreviewServer"]),
    ],
    // What a dependency costs a package that uses Chevron: with `traits: []` on its `.package` line it
    // resolves and builds neither swift-nio nor swift-snapshot-testing (nor the swift-syntax that
    // pulls in), as SwiftPM drops a dependency used only under a disabled trait (README §Library use).
    // Both are on by default, so this package's own builds and tests have everything.
    traits: [
        .trait(name: "PreviewServer", description: "chevron-preview, the preview's HTTP server (swift-nio)"),
        .trait(
            name: "SnapshotTesting",
            description: "ChevronSnapshotTesting's strategy (swift-snapshot-testing, and swift-syntax through it)"),
        .default(enabledTraits: ["PreviewServer", "SnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: cTargets + coreTargets + edgeTargets + benchmarkTargets + testTargets
)
