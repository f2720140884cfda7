// Chevron's libpng shim. Not API.
//
// libpng reports errors with longjmp, which must never cross a Swift frame. Every libpng call
// Chevron makes happens inside one of these functions, under setjmp; they return 0 on success or
// a negative code with a readable message in `err`.
#ifndef CHEVRON_PNG_H
#define CHEVRON_PNG_H

#include <stddef.h>
#include <stdint.h>

#define CHEVRON_PNG_OK 0
#define CHEVRON_PNG_ERR_SIGNATURE -1   // not a PNG at all
#define CHEVRON_PNG_ERR_LIMIT -2       // dimensions beyond the caller's limits
#define CHEVRON_PNG_ERR_DATA -3        // corrupt, truncated or otherwise unreadable data
#define CHEVRON_PNG_ERR_MEMORY -4      // an allocation failed
#define CHEVRON_PNG_ERR_ARGUMENT -5    // a bad argument from the caller

/// Reads only the header. Fills width, height, bit depth, colour type and interlace method.
int chevron_png_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                            int *bit_depth, int *color_type, int *interlaced, char *err,
                            size_t err_len);

/// Decodes any PNG (grey, grey+alpha, palette with or without tRNS, RGB, RGBA; 1 to 16 bits;
/// interlaced or not) to straight-alpha RGBA8, `width * 4` bytes a row. 16-bit samples are scaled
/// with rounding (v * 255 / 65535), as pngjs does. `*pixels` is malloc'd; free it with
/// chevron_png_free. Images wider or taller than `max_side`, or with more than `max_pixels`
/// pixels, are refused before the pixel buffer is allocated.
int chevron_png_decode_rgba8(const uint8_t *data, size_t size, uint32_t max_side,
                             uint64_t max_pixels, uint8_t **pixels, uint32_t *width,
                             uint32_t *height, char *err, size_t err_len);

/// Encodes straight-alpha pixels (`channels` 3 = RGB, 4 = RGBA, 8 bits each) with no time stamp
/// or other variable chunk: the same pixels and settings always give the same bytes.
/// `filters` is a mask of PNG_FILTER_* values (0 = libpng's default choice); `strategy` is a
/// zlib strategy. `*out` is malloc'd; free it with chevron_png_free.
int chevron_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                       int channels, int level, int filters, int strategy, uint8_t **out,
                       size_t *out_size, char *err, size_t err_len);

void chevron_png_free(void *pointer);

/// zlib's CRC-32 (the PNG chunk checksum), continuing from `crc` (0 to start), and Adler-32 (the
/// zlib stream checksum), continuing from `adler` (1 to start): Chevron's own PNG writer checksums
/// with them.
uint32_t chevron_crc32(uint32_t crc, const uint8_t *bytes, size_t count);
uint32_t chevron_adler32(uint32_t adler, const uint8_t *bytes, size_t count);
/// The Adler-32 of two pieces of data one after the other, from each piece's own Adler-32 and the
/// second piece's length (zlib's adler32_combine): a stream compressed in two parts at once.
uint32_t chevron_adler32_combine(uint32_t first, uint32_t second, int64_t secondCount);

/// Keeps freed blocks of up to 32 MB in the heap (glibc's mallopt: the mmap threshold at its 64-bit
/// maximum, the trim threshold at 256 MB), so that a run decoding many images one after another
/// reuses the pages of the last one instead of faulting fresh ones in. See `ProcessHeap`.
void chevron_heap_keep_large_blocks(void);

#endif
