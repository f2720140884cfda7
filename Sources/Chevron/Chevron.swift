// The umbrella module: `import Chevron` gives the whole public API.
@_exported import ChevronSupport
@_exported import Geometry
@_exported import ImageDiff
@_exported import ImageDiffReports
@_exported import Layout
@_exported import NavigationModel
@_exported import Raster
@_exported import RasterPNG
@_exported import Scene
@_exported import SceneFile
@_exported import Typesetting
@_exported import Widgets
