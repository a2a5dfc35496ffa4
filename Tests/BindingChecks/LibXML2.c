// Compiled by BindingHeaderTests with `pkg-config --cflags libxml-2.0`: CMarkupParser's hand-written
// libxml2 declarations (LibXML2.h) against libxml2's own headers.

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <stddef.h>

// The function list with libxml2's own structures in place of the hand-written ones, which are
// compared field by field below.
#define BL_SAX_HANDLER xmlSAXHandler
#define BL_STRUCTURED_ERROR xmlStructuredErrorFunc
#include "../../Sources/CMarkupParser/LibXML2.h"

#define BL_SAME_TYPE(ret, name, params) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&name), ret(*) params), #name "'s type");
BL_LIBXML2_FUNCTIONS(BL_SAME_TYPE)

_Static_assert(sizeof(xmlChar) == 1, "xmlChar");
_Static_assert(BL_XML_SAX2_MAGIC == XML_SAX2_MAGIC, "XML_SAX2_MAGIC");
_Static_assert((int)BL_XML_PARSE_NONET == (int)XML_PARSE_NONET, "XML_PARSE_NONET");
_Static_assert(offsetof(xmlError, domain) == offsetof(bl_xml_error_head, domain), "xmlError.domain");
_Static_assert(offsetof(xmlError, code) == offsetof(bl_xml_error_head, code), "xmlError.code");

_Static_assert(sizeof(bl_sax_handler) == sizeof(xmlSAXHandler), "xmlSAXHandler's size");
#define BL_SAME_FIELD(field) \
    _Static_assert(offsetof(bl_sax_handler, field) == offsetof(xmlSAXHandler, field), "xmlSAXHandler." #field);
#define BL_SAME_CALLBACK(field) BL_SAME_FIELD(field) \
    _Static_assert(__builtin_types_compatible_p(__typeof__(((bl_sax_handler *)0)->field), \
                                                __typeof__(((xmlSAXHandler *)0)->field)), "xmlSAXHandler." #field "'s type");
BL_SAME_FIELD(internalSubset) BL_SAME_FIELD(isStandalone) BL_SAME_FIELD(hasInternalSubset)
BL_SAME_FIELD(hasExternalSubset) BL_SAME_FIELD(resolveEntity) BL_SAME_FIELD(getEntity) BL_SAME_FIELD(entityDecl)
BL_SAME_FIELD(notationDecl) BL_SAME_FIELD(attributeDecl) BL_SAME_FIELD(elementDecl) BL_SAME_FIELD(unparsedEntityDecl)
BL_SAME_FIELD(setDocumentLocator) BL_SAME_FIELD(startDocument) BL_SAME_FIELD(endDocument) BL_SAME_FIELD(startElement)
BL_SAME_FIELD(endElement) BL_SAME_FIELD(reference) BL_SAME_CALLBACK(characters) BL_SAME_FIELD(ignorableWhitespace)
BL_SAME_FIELD(processingInstruction) BL_SAME_FIELD(comment) BL_SAME_FIELD(warning) BL_SAME_CALLBACK(error)
BL_SAME_FIELD(fatalError) BL_SAME_FIELD(getParameterEntity) BL_SAME_CALLBACK(cdataBlock) BL_SAME_FIELD(externalSubset)
BL_SAME_FIELD(initialized) BL_SAME_FIELD(_private) BL_SAME_CALLBACK(startElementNs) BL_SAME_CALLBACK(endElementNs)
// The error's pointer type differs by version (const since 2.12); its place and size are what count.
BL_SAME_FIELD(serror)
_Static_assert(sizeof(bl_structured_error) == sizeof(xmlStructuredErrorFunc), "xmlStructuredErrorFunc");
