#include "CMarkupParser.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "LibXML2.h"

#define BL_FIELD(ret, name, params) ret(*name) params;
static struct {
    BL_LIBXML2_FUNCTIONS(BL_FIELD)
} libxml2;
#undef BL_FIELD

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char load_error[512];

#if defined(__APPLE__)
static const char *const library_name = "libxml2.2.dylib";
#else
static const char *const library_name = "libxml2.so.2";
#endif

static void load(void) {
    // RTLD_LOCAL: nothing else resolves through it; RTLD_LAZY, as a linked program gets.
    void *handle = dlopen(library_name, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason != NULL ? reason : library_name);
        return;
    }
#define BL_RESOLVE(ret, name, params) \
    if ((*(void **)&libxml2.name = dlsym(handle, #name)) == NULL) { \
        snprintf(load_error, sizeof load_error, "symbol %s not found in %s", #name, library_name); \
        return; \
    }
    BL_LIBXML2_FUNCTIONS(BL_RESOLVE)
#undef BL_RESOLVE
    // Once, before any thread parses: libxml2's documented rule for threaded programs.
    libxml2.xmlInitParser();
    loaded = 1;
}

int bl_markup_load(void) {
    pthread_once(&load_once, load);
    return loaded ? 0 : -1;
}

const char *bl_markup_load_error(void) { return load_error; }

int bl_markup_is_loaded(void) { return loaded; }

// The parse is never halted from inside libxml2 (xmlStopParser from its error callback, after it had
// sniffed UCS-4, freed the input it was still reading: SIGSEGV); once `stopped`, every later event
// is ignored and libxml2 runs to the end of the bytes, which the reader has bounded beforehand.
typedef struct {
    const bl_markup_handler *handler;
    xmlParserCtxtPtr context;
    bl_markup_error *error;
    int stopped;
} bl_parse_state;

static void stop(bl_parse_state *state) { state->stopped = 1; }

static void start_element(void *user, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri,
                          int namespace_count, const xmlChar **namespaces, int attribute_count,
                          int defaulted_count, const xmlChar **attributes) {
    (void)uri;
    (void)defaulted_count;
    bl_parse_state *state = user;
    if (state->stopped) return;
    if (state->handler->start_element(state->handler->context, prefix, local_name, namespace_count, namespaces,
                                      attribute_count, attributes) != 0)
        stop(state);
}

static void end_element(void *user, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri) {
    (void)local_name;
    (void)prefix;
    (void)uri;
    bl_parse_state *state = user;
    if (state->stopped) return;
    if (state->handler->end_element(state->handler->context) != 0) stop(state);
}

static void characters(void *user, const xmlChar *bytes, int length) {
    bl_parse_state *state = user;
    if (state->stopped) return;
    if (state->handler->characters(state->handler->context, bytes, length) != 0) stop(state);
}

static void cdata(void *user, const xmlChar *bytes, int length) {
    bl_parse_state *state = user;
    if (state->stopped) return;
    if (state->handler->cdata(state->handler->context, bytes, length) != 0) stop(state);
}

// Everything libxml2 raises during the parse, warnings included, arrives here (the thread's
// structured error handler, as XMLParser installed it); the first one is kept, positioned where the
// parser stands (what XMLParser's lineNumber and columnNumber reported), and the rest is ignored.
static void structured_error(void *user, void *error) {
    bl_parse_state *state = user;
    if (state->stopped || state->error->code != 0) return;
    state->error->code = ((const bl_xml_error_head *)error)->code;
    if (state->context != NULL) {
        state->error->line = libxml2.xmlSAX2GetLineNumber(state->context);
        state->error->column = libxml2.xmlSAX2GetColumnNumber(state->context);
    }
    stop(state);
}

// Messages come through the structured handler above; this one only marks the handler as complete.
static void ignore_message(void *user, const char *message, ...) {
    (void)user;
    (void)message;
}

int bl_markup_parse(const unsigned char *bytes, size_t count, const bl_markup_handler *handler,
                    bl_markup_error *error) {
    memset(error, 0, sizeof *error);
    if (bl_markup_load() != 0) return -1;
    if (count > 0x7FFFFFFF) return -1;
    // XMLParser waited for 4 bytes (enough to detect an encoding) before it created its parser.
    if (count < 4) return 0;
    bl_sax_handler sax;
    memset(&sax, 0, sizeof sax);
    sax.startElementNs = start_element;
    sax.endElementNs = end_element;
    sax.characters = characters;
    sax.cdataBlock = cdata;
    sax.error = ignore_message;
    sax.initialized = BL_XML_SAX2_MAGIC;
    bl_parse_state state = {handler, NULL, error, 0};
    libxml2.xmlSetStructuredErrorFunc(&state, structured_error);
    // The same push parser XMLParser ran (the first 4 bytes, then the rest as the last chunk), so
    // errors carry the same codes and positions. Options: no network; no RECOVER, so libxml2 halts by
    // itself after its first fatal error (it is never stopped from a callback); no XML_PARSE_NOENT
    // (entities are not substituted), no DTDLOAD, no HUGE. DTDs are refused before.
    state.context = libxml2.xmlCreatePushParserCtxt(&sax, &state, (const char *)bytes, 4, NULL);
    if (state.context == NULL) {
        libxml2.xmlSetStructuredErrorFunc(NULL, NULL);
        return -1;
    }
    libxml2.xmlCtxtUseOptions(state.context, BL_XML_PARSE_NONET);
    libxml2.xmlParseChunk(state.context, (const char *)bytes + 4, (int)(count - 4), 1);
    libxml2.xmlSetStructuredErrorFunc(NULL, NULL);
    libxml2.xmlFreeParserCtxt(state.context);
    return 0;
}
