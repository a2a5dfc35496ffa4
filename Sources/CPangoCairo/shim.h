#ifndef BUTTONLAB_CPANGOCAIRO_SHIM_H
#define BUTTONLAB_CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
// HarfBuzz (Pango's shaper) directly, for `--fonts DIR`: a face's PostScript name, metrics and
// shaped advances from its file.
#include <hb.h>
#include <hb-ot.h>

// A FreeType-backed font map bound to a private fontconfig configuration, so that the
// host's fonts.conf, installed fonts and rules can never change what we draw.
// Done in C because PANGO_FC_FONT_MAP is a GObject cast macro Swift cannot import.
static inline PangoFontMap *buttonlab_font_map_new(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map == NULL) return NULL;
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    return map;
}

static inline void buttonlab_object_unref(void *object) {
    if (object != NULL) g_object_unref(object);
}

#endif
