#include "CDrawingStack.h"
#include "Private.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

bl_private_table bl_private;

typedef struct {
    pthread_once_t once;
    int loaded;
    char error[512];
} bl_group_state;

enum { GROUP_COUNT = 5 };

static bl_group_state states[GROUP_COUNT] = {
    {PTHREAD_ONCE_INIT, 0, ""}, {PTHREAD_ONCE_INIT, 0, ""}, {PTHREAD_ONCE_INIT, 0, ""},
    {PTHREAD_ONCE_INIT, 0, ""}, {PTHREAD_ONCE_INIT, 0, ""},
};

#if defined(__APPLE__)
// Homebrew's install names (brew install cairo pango libpng jpeg-turbo); zlib is the system's.
// The headers the package compiles against are Homebrew's too, so jpeg-turbo's libjpeg 8 ABI.
static const char *const drawing_libraries[] = {"libpangocairo-1.0.0.dylib", "libpangoft2-1.0.0.dylib",
                                                "libcairo.2.dylib",          "libfontconfig.1.dylib",
                                                "libgobject-2.0.0.dylib",    "libharfbuzz.0.dylib", NULL};
static const char *const png_libraries[] = {"libpng16.16.dylib", NULL};
static const char *const zlib_libraries[] = {"libz.1.dylib", NULL};
static const char *const jpeg_libraries[] = {"libjpeg.8.dylib", NULL};
static const char *const fontconfig_libraries[] = {"libfontconfig.1.dylib", NULL};
#else
// Sonames, not development symlinks: the runtime packages (libcairo2, libpango-1.0-0, …) are enough.
// libpangocairo brings pango, pangoft2, cairo, fontconfig, freetype, harfbuzz and glib as its own
// dependencies; symbols are looked up in each opened library's dependency tree.
static const char *const drawing_libraries[] = {"libpangocairo-1.0.so.0", "libpangoft2-1.0.so.0", "libcairo.so.2",
                                                "libfontconfig.so.1", "libgobject-2.0.so.0", "libharfbuzz.so.0", NULL};
static const char *const png_libraries[] = {"libpng16.so.16", NULL};
static const char *const zlib_libraries[] = {"libz.so.1", NULL};
// libjpeg-turbo's libjpeg 6.2 ABI (Debian libjpeg62-turbo): the ABI jpeglib.h declares on Debian.
static const char *const jpeg_libraries[] = {"libjpeg.so.62", NULL};
// Fontconfig alone (with freetype, expat): enough to build the font configuration.
static const char *const fontconfig_libraries[] = {"libfontconfig.so.1", NULL};
#endif

// RTLD_LOCAL: nothing of ours resolves through the global scope. RTLD_LAZY, as a linked program
// gets: RTLD_NOW would bind the libraries' thousands of internal calls up front (3 000 more symbol
// lookups, a millisecond or more); every function ButtonRender calls is looked up below anyway, so a
// missing one still fails here, not mid-draw.
static void *open_library(const char *name) {
    void *handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
#if defined(__APPLE__)
    // dyld's default search does not include Homebrew's prefixes: Apple silicon's, then Intel's.
    static const char *const prefixes[] = {"/opt/homebrew/lib/", "/usr/local/lib/", NULL};
    for (int i = 0; handle == NULL && prefixes[i] != NULL; i++) {
        char path[256];
        snprintf(path, sizeof path, "%s%s", prefixes[i], name);
        handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
    }
#endif
    return handle;
}

static int open_all(const char *const *names, void **handles, char *error, size_t size) {
    for (int i = 0; names[i] != NULL; i++) {
        handles[i] = open_library(names[i]);
        if (handles[i] == NULL) {
            const char *reason = dlerror();
            snprintf(error, size, "%s", reason != NULL ? reason : names[i]);
            return -1;
        }
    }
    return 0;
}

static void *find(void **handles, const char *symbol, char *error, size_t size) {
    for (int i = 0; handles[i] != NULL; i++) {
        void *address = dlsym(handles[i], symbol);
        if (address != NULL) return address;
    }
    snprintf(error, size, "symbol %s not found in the installed libraries", symbol);
    return NULL;
}

#define BL_RESOLVE(table, name) \
    if ((*(void **)&table.name = find(handles, #name, state->error, sizeof state->error)) == NULL) return;
#define BL_RESOLVE_PRIVATE(name) BL_RESOLVE(bl_private, name)
#define BL_RESOLVE_API(ret, name, params, args) BL_RESOLVE(bl_api, name)
#define BL_RESOLVE_API_V(name, params, args) BL_RESOLVE(bl_api, name)

// One group's loader: its libraries opened, its functions looked up (`resolve`, statements that
// return early, leaving the reason in `state->error`, when one is missing), then marked loaded.
#define BL_DEFINE_LOADER(loader, group, libraries, resolve) \
    static void loader(void) { \
        bl_group_state *state = &states[group]; \
        void *handles[8] = {0}; \
        if (open_all(libraries, handles, state->error, sizeof state->error) != 0) return; \
        resolve \
        state->loaded = 1; \
    }

BL_DEFINE_LOADER(load_drawing, BL_GROUP_DRAWING, drawing_libraries, BL_DRAWING_FUNCTIONS(BL_RESOLVE_API, BL_RESOLVE_API_V))
BL_DEFINE_LOADER(load_fontconfig, BL_GROUP_FONTCONFIG, fontconfig_libraries,
                 BL_FONTCONFIG_FUNCTIONS(BL_RESOLVE_API, BL_RESOLVE_API_V))
BL_DEFINE_LOADER(load_png, BL_GROUP_PNG, png_libraries,
                 BL_PNG_FUNCTIONS(BL_RESOLVE_API, BL_RESOLVE_API_V)
                     BL_LIBPNG_WRITE_FUNCTIONS(BL_RESOLVE_PRIVATE))
BL_DEFINE_LOADER(load_zlib, BL_GROUP_ZLIB, zlib_libraries, BL_ZLIB_FUNCTIONS(BL_RESOLVE_PRIVATE))
BL_DEFINE_LOADER(load_jpeg, BL_GROUP_JPEG, jpeg_libraries, BL_JPEG_FUNCTIONS(BL_RESOLVE_PRIVATE))

int bl_load(bl_group group) {
    static void (*const loaders[GROUP_COUNT])(void) = {load_zlib, load_png, load_drawing, load_jpeg, load_fontconfig};
    if (group < 0 || group >= GROUP_COUNT) return -1;
    pthread_once(&states[group].once, loaders[group]);
    return states[group].loaded ? 0 : -1;
}

const char *bl_load_error(bl_group group) {
    if (group < 0 || group >= GROUP_COUNT) return "no such library group";
    return states[group].error;
}

int bl_is_loaded(bl_group group) {
    if (group < 0 || group >= GROUP_COUNT) return 0;
    return states[group].loaded;
}

// The groups a figure needs, in the order it needs them: fontconfig first (the font configuration
// is built from it while the rest loads), then cairo, Pango and their dependencies, then zlib.
static void *load_for_drawing(void *unused) {
    (void)unused;
    (void)bl_load(BL_GROUP_FONTCONFIG);
    (void)bl_load(BL_GROUP_DRAWING);
    (void)bl_load(BL_GROUP_ZLIB);
    return NULL;
}

static pthread_once_t drawing_prepared = PTHREAD_ONCE_INIT;

static void spawn_drawing_loader(void) {
    // Without a thread the first caller of bl_load loads each group itself, as always.
    (void)bl_spawn_beside(load_for_drawing, NULL);
}

void bl_prepare_drawing_in_background(void) { pthread_once(&drawing_prepared, spawn_drawing_loader); }
