#ifndef BUTTONLAB_CMARKUPPARSER_H
#define BUTTONLAB_CMARKUPPARSER_H

// libxml2's SAX2 parser for Interface Builder documents, opened with dlopen on the first import
// instead of linked: `layout`, `explain` and `--version` never map libxml2 and the ICU and liblzma
// it brings (0.4 ms of every start). Only what MarkupReader needs crosses into Swift.

#include <stddef.h>

/// One parse's callbacks. Each returns nonzero when a §9.5 limit was reached: no event is delivered after it.
typedef struct {
    void *context;
    /// A start tag: `prefix` may be NULL. `namespaces` holds `namespace_count` (prefix, URI) pairs
    /// (a NULL prefix is the default namespace); `attributes` holds `attribute_count` groups of five
    /// (local name, prefix, URI, value, end of value), as libxml2's startElementNs gives them.
    int (*start_element)(void *context, const unsigned char *prefix, const unsigned char *local_name,
                         int namespace_count, const unsigned char **namespaces, int attribute_count,
                         const unsigned char **attributes);
    int (*end_element)(void *context);
    int (*characters)(void *context, const unsigned char *bytes, int length);
    int (*cdata)(void *context, const unsigned char *bytes, int length);
} bl_markup_handler;

/// The first problem libxml2 reported: its xmlParserErrors code (0 when there was none) and the
/// parser's line and column at that moment (0 before the parser existed).
typedef struct {
    int code;
    int line;
    int column;
} bl_markup_error;

/// Opens libxml2 once per process (thread-safe). Returns 0, or -1 with the reason in `bl_markup_load_error`.
int bl_markup_load(void);
/// Why `bl_markup_load` failed, e.g. "libxml2.so.2: cannot open shared object file: …".
const char *bl_markup_load_error(void);
/// Whether libxml2 has been opened in this process (tests check that plain commands never open it).
int bl_markup_is_loaded(void);

/// Parses `count` bytes as XML, calling `handler` until the first error, which is stored in `error`. No network, no DTD loading, no entity substitution. Returns -1 if libxml2 could not be
/// opened or a parser not created, else 0 (check `error->code`).
int bl_markup_parse(const unsigned char *bytes, size_t count, const bl_markup_handler *handler,
                    bl_markup_error *error);

#endif
