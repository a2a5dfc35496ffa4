#ifndef BUTTONLAB_CJPEG_H
#define BUTTONLAB_CJPEG_H

// libjpeg-turbo's declarations (jpeglib.h needs stdio.h first). No `link` line in the module map:
// CDrawingStack opens libjpeg.so.62 with dlopen on the first JPEG it decodes, so `layout` and
// `explain` never map it. This target only declares the dependency: the Debian/Homebrew package
// that provides the header, and pkg-config's include path where it is not /usr/include.
#include <stdio.h>
#include <jpeglib.h>

#endif
