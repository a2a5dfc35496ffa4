#ifndef BUTTONLAB_LIBXML2_H
#define BUTTONLAB_LIBXML2_H

// libxml2's own headers live in /usr/include/libxml2, which only pkg-config knows, and a pkg-config
// dependency would add `-lxml2` to every executable's link line (libxml2 NEEDED again, as happened
// with libjpeg: docs/performance.md). So the few declarations used here are written out: libxml2's
// SAX2 ABI, unchanged under the soname libxml2.so.2 since 2.6 (parser.h, xmlerror.h). BindingHeaderTests
// compiles them against libxml2's headers (Tests/BindingChecks/LibXML2.c): drift fails the tests.
typedef unsigned char xmlChar;
typedef struct _xmlParserCtxt *xmlParserCtxtPtr;
typedef void (*bl_any_function)(void);
typedef void (*bl_structured_error)(void *user, void *error);

// What the hand-written structures stand for in the function list; BindingHeaderTests sets them to
// libxml2's own (xmlSAXHandler, xmlStructuredErrorFunc) and compares every function's type.
#ifndef BL_SAX_HANDLER
#define BL_SAX_HANDLER bl_sax_handler
#define BL_STRUCTURED_ERROR bl_structured_error
#endif

// xmlError begins with its domain and its code (an xmlParserErrors value); nothing else is read.
typedef struct {
    int domain;
    int code;
} bl_xml_error_head;

// struct _xmlSAXHandler: 27 SAX1 callbacks, `initialized`, then the SAX2 extensions.
typedef struct {
    bl_any_function internalSubset, isStandalone, hasInternalSubset, hasExternalSubset, resolveEntity,
        getEntity, entityDecl, notationDecl, attributeDecl, elementDecl, unparsedEntityDecl,
        setDocumentLocator, startDocument, endDocument, startElement, endElement, reference;
    void (*characters)(void *user, const xmlChar *bytes, int length);
    bl_any_function ignorableWhitespace, processingInstruction, comment, warning;
    void (*error)(void *user, const char *message, ...);
    bl_any_function fatalError, getParameterEntity;
    void (*cdataBlock)(void *user, const xmlChar *bytes, int length);
    bl_any_function externalSubset;
    unsigned int initialized;
    void *_private;
    void (*startElementNs)(void *user, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri,
                           int namespace_count, const xmlChar **namespaces, int attribute_count,
                           int defaulted_count, const xmlChar **attributes);
    void (*endElementNs)(void *user, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri);
    bl_structured_error serror;
} bl_sax_handler;

enum {
    BL_XML_SAX2_MAGIC = 0xDEEDBEAF,
    BL_XML_PARSE_NONET = 1 << 11,
};

#define BL_LIBXML2_FUNCTIONS(X) \
    X(void, xmlInitParser, (void)) \
    X(xmlParserCtxtPtr, xmlCreatePushParserCtxt, (BL_SAX_HANDLER *sax, void *user, const char *chunk, int size, \
                                                   const char *filename)) \
    X(int, xmlCtxtUseOptions, (xmlParserCtxtPtr context, int options)) \
    X(int, xmlParseChunk, (xmlParserCtxtPtr context, const char *chunk, int size, int terminate)) \
    X(void, xmlFreeParserCtxt, (xmlParserCtxtPtr context)) \
    X(void, xmlSetStructuredErrorFunc, (void *user, BL_STRUCTURED_ERROR handler)) \
    X(int, xmlSAX2GetLineNumber, (void *context)) \
    X(int, xmlSAX2GetColumnNumber, (void *context))

#endif
