// Chevron's libpng shim: every libpng call runs under setjmp here, never in Swift.
#include "chevron_png.h"

#include <malloc.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    char *err;
    size_t err_len;
} error_sink;

static void set_error(char *err, size_t err_len, const char *message) {
    if (err == NULL || err_len == 0) return;
    snprintf(err, err_len, "%s", message);
}

static void on_error(png_structp png, png_const_charp message) {
    error_sink *sink = (error_sink *)png_get_error_ptr(png);
    if (sink != NULL) set_error(sink->err, sink->err_len, message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;  // warnings (unknown ancillary chunks, bad ancillary CRCs) are not errors
}

// MARK: - Reading from memory

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} memory_reader;

static void read_from_memory(png_structp png, png_bytep out, png_size_t length) {
    memory_reader *reader = (memory_reader *)png_get_io_ptr(png);
    if (reader->size - reader->offset < length) {
        png_error(png, "truncated PNG data (the file ends before the image does)");
        return;
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

static int check_signature(const uint8_t *data, size_t size, char *err, size_t err_len) {
    if (data == NULL || size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        set_error(err, err_len, "not a PNG file (bad signature)");
        return CHEVRON_PNG_ERR_SIGNATURE;
    }
    return CHEVRON_PNG_OK;
}

// MARK: - Declared lengths

// The most a deflate stream can expand: a match of 258 bytes coded in 2 bits (RFC 1951), with room
// for the stream's headers.
#define CHEVRON_DEFLATE_MAX_RATIO 1032u
#define CHEVRON_DEFLATE_HEADROOM 4096u

// Walks the chunks of the file in memory up to IEND and checks that each declared length fits in
// the bytes that follow it (data and CRC). libpng allocates a chunk's buffer from its declared
// length before it reads the data (a text chunk that claims 1.5 GB in a 211-byte file is 1.5 GB
// of memory, and libpng only warns that it is too large), so no length is handed to it that the
// file cannot fill. The IDAT bytes present are added up in `idat_bytes`.
static int check_chunk_lengths(const uint8_t *data, size_t size, uint64_t *idat_bytes, char *err,
                               size_t err_len) {
    size_t offset = 8;
    uint64_t idat = 0;
    // Fewer than 8 bytes left: libpng finds the truncated chunk header itself, allocating nothing.
    while (size - offset >= 8) {
        const uint8_t *chunk = data + offset;
        uint32_t length = (uint32_t)chunk[0] << 24 | (uint32_t)chunk[1] << 16 | (uint32_t)chunk[2] << 8 | chunk[3];
        size_t available = size - offset - 8;
        if (length > 0x7fffffffu || available < 4 || (size_t)length > available - 4) {
            int named = 1;
            for (int i = 4; i < 8; i++) {
                uint8_t c = chunk[i];
                if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) named = 0;
            }
            char message[200];
            snprintf(message, sizeof message,
                     "truncated PNG data: %s%.*s%s chunk at byte %zu declares %u bytes, but the file has %zu more",
                     named ? "the '" : "a", named ? 4 : 0, (const char *)chunk + 4, named ? "'" : "", offset,
                     length, available);
            set_error(err, err_len, message);
            return CHEVRON_PNG_ERR_DATA;
        }
        if (memcmp(chunk + 4, "IDAT", 4) == 0) idat += length;
        if (memcmp(chunk + 4, "IEND", 4) == 0) break;
        offset += 12 + (size_t)length;
    }
    if (idat_bytes != NULL) *idat_bytes = idat;
    return CHEVRON_PNG_OK;
}

// Limits on what libpng keeps of ancillary chunks: their number, and the size of each one's data
// after decompression (zTXt, iTXt, iCCP).
static void limit_ancillary_chunks(png_structp png) {
    png_set_chunk_cache_max(png, 1000);
    png_set_chunk_malloc_max(png, 8u * 1024u * 1024u);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
}

int chevron_png_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                            int *bit_depth, int *color_type, int *interlaced, char *err,
                            size_t err_len) {
    int status = check_signature(data, size, err, err_len);
    if (status != CHEVRON_PNG_OK) return status;
    status = check_chunk_lengths(data, size, NULL, err, err_len);
    if (status != CHEVRON_PNG_OK) return status;
    error_sink sink = {err, err_len};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (png == NULL) {
        set_error(err, err_len, "out of memory");
        return CHEVRON_PNG_ERR_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        set_error(err, err_len, "out of memory");
        return CHEVRON_PNG_ERR_MEMORY;
    }
    memory_reader reader = {data, size, 0};
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return CHEVRON_PNG_ERR_DATA;
    }
    limit_ancillary_chunks(png);
    png_set_read_fn(png, &reader, read_from_memory);
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    *bit_depth = png_get_bit_depth(png, info);
    *color_type = png_get_color_type(png, info);
    *interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    png_destroy_read_struct(&png, &info, NULL);
    return CHEVRON_PNG_OK;
}

// MARK: - Decompression bombs

// How much more than the image needs its data may inflate to (see inflates_beyond).
#define CHEVRON_PNG_INFLATE_SLACK ((uint64_t)1 << 20)

// The bytes of filtered image data a header declares: one filter byte and the packed samples of
// every row of every pass.
static uint64_t filtered_size(png_uint_32 w, png_uint_32 h, uint64_t bits_per_pixel, int interlaced) {
    if (!interlaced) return (uint64_t)h * (1 + ((uint64_t)w * bits_per_pixel + 7) / 8);
    uint64_t total = 0;
    for (int pass = 0; pass < 7; pass++) {
        uint64_t cols = PNG_PASS_COLS(w, pass), rows = PNG_PASS_ROWS(h, pass);
        if (cols != 0 && rows != 0) total += rows * (1 + (cols * bits_per_pixel + 7) / 8);
    }
    return total;
}

// Whether the IDAT data of the PNG in `data` inflates to more than `budget` bytes. libpng inflates
// what follows the last row too (to find the end of the stream), so a small image whose stream
// holds gigabytes of zeros would cost seconds to minutes of CPU; this pass inflates into a scratch
// buffer and stops at the budget. Damaged data stops it early: libpng then names the problem.
static int inflates_beyond(const uint8_t *data, size_t size, uint64_t budget) {
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) return 0;
    static const uint8_t idat[4] = {'I', 'D', 'A', 'T'}, iend[4] = {'I', 'E', 'N', 'D'};
    uint8_t scratch[32768];
    uint64_t produced = 0;
    int over = 0;
    size_t offset = 8;
    while (size - offset >= 12) {
        const uint8_t *chunk = data + offset;
        size_t length = (size_t)chunk[0] << 24 | (size_t)chunk[1] << 16 | (size_t)chunk[2] << 8 | chunk[3];
        if (length > size - offset - 12 || memcmp(chunk + 4, iend, 4) == 0) break;
        if (memcmp(chunk + 4, idat, 4) == 0) {
            z.next_in = (Bytef *)(chunk + 8);
            z.avail_in = (uInt)length;
            for (;;) {
                z.next_out = scratch;
                z.avail_out = sizeof scratch;
                int ret = inflate(&z, Z_NO_FLUSH);
                produced += sizeof scratch - z.avail_out;
                if (produced > budget) {
                    over = 1;
                    goto done;
                }
                if (ret != Z_OK && ret != Z_BUF_ERROR) goto done;  // the end, or damaged data
                if (z.avail_out != 0) break;                        // this chunk is used up
            }
        }
        offset += 12 + length;
    }
done:
    inflateEnd(&z);
    return over;
}

typedef struct {
    png_structp png;
    png_infop info;
    uint8_t *pixels;
    png_bytep *rows;
} decode_state;

static void release_decode(decode_state *state) {
    if (state->png != NULL) png_destroy_read_struct(&state->png, &state->info, NULL);
    free(state->rows);
    free(state->pixels);
    state->rows = NULL;
    state->pixels = NULL;
}

/// Turns each row's indices (the first `w` bytes of the row) into RGBA in place, from the right
/// end so that no index is overwritten before it is read; alpha from tRNS, else opaque. Returns
/// nonzero, with a message, if an index is past the palette's last colour (an error in the PNG
/// specification; pngjs, the reader of pixelmatch's own CLI, refuses it too).
static int expand_palette(png_structp png, png_infop info, uint8_t *pixels, png_uint_32 w, png_uint_32 h,
                          size_t row_bytes, char *err, size_t err_len) {
    png_colorp palette = NULL;
    int colors = 0;
    if (png_get_PLTE(png, info, &palette, &colors) == 0) colors = 0;
    png_bytep alphas = NULL;
    int alpha_count = 0;
    if (png_get_tRNS(png, info, &alphas, &alpha_count, NULL) == 0 || alphas == NULL) alpha_count = 0;
    uint8_t rgba[256][4];
    for (int i = 0; i < 256; i++) {
        rgba[i][0] = i < colors ? palette[i].red : 0;
        rgba[i][1] = i < colors ? palette[i].green : 0;
        rgba[i][2] = i < colors ? palette[i].blue : 0;
        rgba[i][3] = i < alpha_count ? alphas[i] : 0xff;
    }
    for (png_uint_32 y = 0; y < h; y++) {
        uint8_t *row = pixels + (size_t)y * row_bytes;
        for (png_uint_32 x = 0; x < w; x++) {
            if (row[x] < colors) continue;
            char message[120];
            snprintf(message, sizeof message, "pixel (%u, %u) uses palette index %u, but the palette has %d colours",
                     x, y, (unsigned)row[x], colors);
            set_error(err, err_len, message);
            return 1;
        }
        for (png_uint_32 x = w; x-- > 0;) memcpy(row + (size_t)x * 4, rgba[row[x]], 4);
    }
    return 0;
}

int chevron_png_decode_rgba8(const uint8_t *data, size_t size, uint32_t max_side,
                             uint64_t max_pixels, uint8_t **pixels, uint32_t *width,
                             uint32_t *height, char *err, size_t err_len) {
    if (pixels == NULL || width == NULL || height == NULL) {
        set_error(err, err_len, "bad argument");
        return CHEVRON_PNG_ERR_ARGUMENT;
    }
    *pixels = NULL;
    int status = check_signature(data, size, err, err_len);
    if (status != CHEVRON_PNG_OK) return status;
    uint64_t idat_bytes = 0;
    status = check_chunk_lengths(data, size, &idat_bytes, err, err_len);
    if (status != CHEVRON_PNG_OK) return status;

    error_sink sink = {err, err_len};
    // Heap state: values changed after setjmp must not live in registers.
    decode_state *volatile state = calloc(1, sizeof(decode_state));
    if (state == NULL) {
        set_error(err, err_len, "out of memory");
        return CHEVRON_PNG_ERR_MEMORY;
    }
    state->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (state->png != NULL) state->info = png_create_info_struct(state->png);
    if (state->png == NULL || state->info == NULL) {
        release_decode(state);
        free(state);
        set_error(err, err_len, "out of memory");
        return CHEVRON_PNG_ERR_MEMORY;
    }
    memory_reader reader = {data, size, 0};
    if (setjmp(png_jmpbuf(state->png))) {
        release_decode(state);
        free(state);
        return CHEVRON_PNG_ERR_DATA;
    }
    png_structp png = state->png;
    png_infop info = state->info;
    png_set_read_fn(png, &reader, read_from_memory);
    limit_ancillary_chunks(png);
    png_read_info(png, info);

    png_uint_32 w = png_get_image_width(png, info);
    png_uint_32 h = png_get_image_height(png, info);
    if (w > max_side || h > max_side || (uint64_t)w * (uint64_t)h > max_pixels) {
        char message[200];
        snprintf(message, sizeof message,
                 "PNG is %u x %u pixels, beyond the limit of %u px a side and %llu pixels", w, h,
                 max_side, (unsigned long long)max_pixels);
        set_error(err, err_len, message);
        release_decode(state);
        free(state);
        return CHEVRON_PNG_ERR_LIMIT;
    }
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    uint64_t needed = filtered_size(w, h, (uint64_t)bit_depth * png_get_channels(png, info),
                                    png_get_interlace_type(png, info) != PNG_INTERLACE_NONE);
    // A declared size the image data present cannot fill even at deflate's greatest ratio is a
    // truncated file: refused before the pixel buffer is allocated for it.
    if (needed > idat_bytes * CHEVRON_DEFLATE_MAX_RATIO + CHEVRON_DEFLATE_HEADROOM) {
        char message[200];
        snprintf(message, sizeof message,
                 "truncated PNG data: %llu bytes of image data cannot hold a %u x %u image (%llu bytes)",
                 (unsigned long long)idat_bytes, w, h, (unsigned long long)needed);
        set_error(err, err_len, message);
        release_decode(state);
        free(state);
        return CHEVRON_PNG_ERR_DATA;
    }
    if (inflates_beyond(data, size, needed + CHEVRON_PNG_INFLATE_SLACK)) {
        char message[200];
        snprintf(message, sizeof message,
                 "the image data inflates to more than the %u x %u image needs (%llu bytes) plus 1 MiB: "
                 "a decompression bomb", w, h, (unsigned long long)needed);
        set_error(err, err_len, message);
        release_decode(state);
        free(state);
        return CHEVRON_PNG_ERR_LIMIT;
    }
    // Palette images are read as one index a byte and expanded here, so that an index past the
    // palette is seen: libpng 1.6 only warns of it (or not at all) and reads black.
    int indexed = color_type == PNG_COLOR_TYPE_PALETTE;
    if (bit_depth == 16) png_set_scale_16(png);
    if (indexed) {
        png_set_packing(png);  // 1, 2 and 4-bit indices -> one byte each
    } else {
        png_set_expand(png);  // grey < 8 bits -> 8 bits, tRNS -> alpha
        if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
            png_set_gray_to_rgb(png);
        if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
            png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t row_bytes = (size_t)w * 4;
    if (png_get_rowbytes(png, info) != (indexed ? (size_t)w : row_bytes)) {
        set_error(err, err_len, "unsupported PNG layout");
        release_decode(state);
        free(state);
        return CHEVRON_PNG_ERR_DATA;
    }
    state->pixels = malloc(row_bytes * h == 0 ? 1 : row_bytes * h);
    state->rows = malloc(sizeof(png_bytep) * (h == 0 ? 1 : h));
    if (state->pixels == NULL || state->rows == NULL) {
        set_error(err, err_len, "out of memory");
        release_decode(state);
        free(state);
        return CHEVRON_PNG_ERR_MEMORY;
    }
    for (png_uint_32 y = 0; y < h; y++) state->rows[y] = state->pixels + (size_t)y * row_bytes;
    png_read_image(png, state->rows);
    png_read_end(png, NULL);
    if (indexed && expand_palette(png, info, state->pixels, w, h, row_bytes, err, err_len) != 0) {
        release_decode(state);
        free(state);
        return CHEVRON_PNG_ERR_DATA;
    }

    *pixels = state->pixels;
    *width = w;
    *height = h;
    state->pixels = NULL;
    release_decode(state);
    free(state);
    return CHEVRON_PNG_OK;
}

// MARK: - Writing to memory

typedef struct {
    png_structp png;
    png_infop info;
    uint8_t *buffer;
    size_t size;
    size_t capacity;
} encode_state;

static void write_to_memory(png_structp png, png_bytep data, png_size_t length) {
    encode_state *state = (encode_state *)png_get_io_ptr(png);
    if (state->capacity - state->size < length) {
        size_t capacity = state->capacity == 0 ? 65536 : state->capacity;
        while (capacity - state->size < length) capacity *= 2;
        uint8_t *grown = realloc(state->buffer, capacity);
        if (grown == NULL) {
            png_error(png, "out of memory");
            return;
        }
        state->buffer = grown;
        state->capacity = capacity;
    }
    memcpy(state->buffer + state->size, data, length);
    state->size += length;
}

static void flush_memory(png_structp png) { (void)png; }

int chevron_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                       int channels, int level, int filters, int strategy, uint8_t **out,
                       size_t *out_size, char *err, size_t err_len) {
    if (pixels == NULL || out == NULL || out_size == NULL || width == 0 || height == 0 ||
        (channels != 3 && channels != 4) || stride < (size_t)width * (size_t)channels) {
        set_error(err, err_len, "bad argument");
        return CHEVRON_PNG_ERR_ARGUMENT;
    }
    *out = NULL;
    *out_size = 0;
    error_sink sink = {err, err_len};
    encode_state *volatile state = calloc(1, sizeof(encode_state));
    if (state == NULL) {
        set_error(err, err_len, "out of memory");
        return CHEVRON_PNG_ERR_MEMORY;
    }
    state->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (state->png != NULL) state->info = png_create_info_struct(state->png);
    if (state->png == NULL || state->info == NULL) {
        if (state->png != NULL) png_destroy_write_struct(&state->png, &state->info);
        free(state);
        set_error(err, err_len, "out of memory");
        return CHEVRON_PNG_ERR_MEMORY;
    }
    if (setjmp(png_jmpbuf(state->png))) {
        png_destroy_write_struct(&state->png, &state->info);
        free(state->buffer);
        free(state);
        return CHEVRON_PNG_ERR_DATA;
    }
    png_structp png = state->png;
    png_infop info = state->info;
    png_set_write_fn(png, state, write_to_memory, flush_memory);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_compression_mem_level(png, 9);
    if (filters != 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++)
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
    png_write_end(png, NULL);
    *out = state->buffer;
    *out_size = state->size;
    png_destroy_write_struct(&state->png, &state->info);
    free(state);
    return CHEVRON_PNG_OK;
}

void chevron_png_free(void *pointer) { free(pointer); }

uint32_t chevron_crc32(uint32_t crc, const uint8_t *bytes, size_t count) {
    return (uint32_t)crc32_z(crc, bytes, count);
}

uint32_t chevron_adler32(uint32_t adler, const uint8_t *bytes, size_t count) {
    return (uint32_t)adler32_z(adler, bytes, count);
}

uint32_t chevron_adler32_combine(uint32_t first, uint32_t second, int64_t secondCount) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)secondCount);
}

void chevron_heap_keep_large_blocks(void) {
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
}
