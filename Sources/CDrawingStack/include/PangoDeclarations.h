#ifndef BUTTONLAB_PANGO_DECLARATIONS_H
#define BUTTONLAB_PANGO_DECLARATIONS_H

// The Pango and GObject declarations ButtonRender uses, written out because Pango's headers need
// glib's include paths, which only pkg-config knows (CDrawingStack.h says why no pkg-config).
// BindingHeaderTests compiles this file after <pango/pangocairo.h> and <pango/pangofc-fontmap.h>:
// the prototypes and opaque types must then be the very declarations Pango makes (a redeclaration
// that differs is an error), and BindingHeaderCheck.c asserts the layout and values of what the
// real headers' include guard hides below.

#include <cairo/cairo.h>
#include <fontconfig/fontconfig.h>

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoRectangle PangoRectangle;

// PangoRectangle's fields and the enumerations' values, as lists the check compares one by one.
#define BL_PANGO_RECTANGLE_FIELDS int x, y, width, height;
#define BL_PANGO_WEIGHTS(X) \
    X(PANGO_WEIGHT_THIN, 100) X(PANGO_WEIGHT_ULTRALIGHT, 200) X(PANGO_WEIGHT_LIGHT, 300) X(PANGO_WEIGHT_NORMAL, 400) \
    X(PANGO_WEIGHT_MEDIUM, 500) X(PANGO_WEIGHT_SEMIBOLD, 600) X(PANGO_WEIGHT_BOLD, 700) X(PANGO_WEIGHT_ULTRABOLD, 800) \
    X(PANGO_WEIGHT_HEAVY, 900)
#define BL_PANGO_DIRECTIONS(X) X(PANGO_DIRECTION_WEAK_LTR, 4)

#define PANGO_SCALE 1024

// Pango's enumerations are ints to Swift (their values are the ones Pango declares, checked).
#ifndef __PANGO_H__
struct _PangoRectangle { BL_PANGO_RECTANGLE_FIELDS };
typedef int PangoWeight;
typedef int PangoDirection;
#define BL_PANGO_CONSTANT(name, value) static const int name = value;
BL_PANGO_WEIGHTS(BL_PANGO_CONSTANT)
BL_PANGO_DIRECTIONS(BL_PANGO_CONSTANT)
#undef BL_PANGO_CONSTANT
#endif

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_single_paragraph_mode(PangoLayout *layout, int setting);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_auto_dir(PangoLayout *layout, int auto_dir);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
PangoLanguage *pango_language_from_string(const char *language);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_context_set_round_glyph_positions(PangoContext *context, int round_positions);
void pango_context_set_language(PangoContext *context, PangoLanguage *language);
void pango_context_set_base_dir(PangoContext *context, PangoDirection direction);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
PangoFontMap *pango_cairo_font_map_new_for_font_type(cairo_font_type_t fonttype);
void pango_fc_font_map_set_config(PangoFcFontMap *fcfontmap, FcConfig *fcconfig);
void g_object_unref(void *object);

#endif
