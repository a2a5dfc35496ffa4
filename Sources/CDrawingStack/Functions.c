// The libraries' functions Swift calls, defined as calls through `bl_api` under the names and types
// their headers declare (a definition that differs from its declaration does not compile). Hidden:
// never in the dynamic symbol table, so the libraries' calls to each other can never land here.

// What the libraries' headers include, first: functions declared under the pragma must be defined here.
#include <limits.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#pragma GCC visibility push(hidden)
#include "Private.h"

bl_api_table bl_api;

#define BL_DEFINE(ret, name, params, args) ret name params { return bl_api.name args; }
#define BL_VDEFINE(name, params, args) void name params { bl_api.name args; }
BL_DRAWING_FUNCTIONS(BL_DEFINE, BL_VDEFINE)
BL_FONTCONFIG_FUNCTIONS(BL_DEFINE, BL_VDEFINE)
BL_PNG_FUNCTIONS(BL_DEFINE, BL_VDEFINE)
#pragma GCC visibility pop
