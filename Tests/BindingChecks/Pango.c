// Compiled by BindingHeaderTests with `pkg-config --cflags pangocairo pangoft2`: CDrawingStack's
// Pango declarations and its function table against Pango's own headers. Every prototype of
// PangoDeclarations.h redeclares Pango's (a difference is an error), Functions.c's definitions are
// checked against them, and what Pango's include guard hides there is compared here.

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stddef.h>

#include "../../Sources/CDrawingStack/Functions.c"

struct bl_hand_rectangle { BL_PANGO_RECTANGLE_FIELDS };
_Static_assert(sizeof(struct bl_hand_rectangle) == sizeof(PangoRectangle), "PangoRectangle's size");
#define BL_SAME_OFFSET(field) \
    _Static_assert(offsetof(struct bl_hand_rectangle, field) == offsetof(PangoRectangle, field), "PangoRectangle." #field);
BL_SAME_OFFSET(x)
BL_SAME_OFFSET(y)
BL_SAME_OFFSET(width)
BL_SAME_OFFSET(height)

// The enumerations cross to Swift as int: the same size, and the values Pango gives them.
_Static_assert(sizeof(PangoWeight) == sizeof(int), "PangoWeight is an int");
_Static_assert(sizeof(PangoDirection) == sizeof(int), "PangoDirection is an int");
#define BL_SAME_VALUE(name, value) _Static_assert(name == value, #name " is " #value);
BL_PANGO_WEIGHTS(BL_SAME_VALUE)
BL_PANGO_DIRECTIONS(BL_SAME_VALUE)
