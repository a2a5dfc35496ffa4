// For glibc's affinity calls; harmless elsewhere.
#define _GNU_SOURCE

#include "CDrawingStack.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>

// glibc's: placement is asked for there only (musl and Darwin start the thread anywhere).
#if defined(__GLIBC__)
#define BL_PLACE_THREADS 1
#endif

typedef struct {
    void *(*body)(void *);
    void *argument;
#if defined(BL_PLACE_THREADS)
    cpu_set_t allowed;
    int pinned;
#endif
} bl_spawned;

static void *start(void *context) {
    bl_spawned spawned = *(bl_spawned *)context;
    free(context);
#if defined(BL_PLACE_THREADS)
    // Placed beside the parent; from here on the scheduler may move it like any thread.
    if (spawned.pinned) pthread_setaffinity_np(pthread_self(), sizeof spawned.allowed, &spawned.allowed);
#endif
    return spawned.body(spawned.argument);
}

int bl_spawn_beside(void *(*body)(void *), void *argument) {
    bl_spawned *spawned = calloc(1, sizeof *spawned);
    if (spawned == NULL) return ENOMEM;
    spawned->body = body;
    spawned->argument = argument;
    pthread_attr_t attributes;
    int status = pthread_attr_init(&attributes);
    if (status != 0) {
        free(spawned);
        return status;
    }
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
#if defined(BL_PLACE_THREADS)
    // Every CPU the process may use but the caller's; with none other (one CPU, or a mask of
    // one), no placement is asked for.
    int here = sched_getcpu();
    if (here >= 0 && sched_getaffinity(0, sizeof spawned->allowed, &spawned->allowed) == 0) {
        cpu_set_t elsewhere = spawned->allowed;
        CPU_CLR(here, &elsewhere);
        if (CPU_COUNT(&elsewhere) > 0 && pthread_attr_setaffinity_np(&attributes, sizeof elsewhere, &elsewhere) == 0) {
            spawned->pinned = 1;
        }
    }
#endif
    pthread_t thread;
    status = pthread_create(&thread, &attributes, start, spawned);
    pthread_attr_destroy(&attributes);
    if (status != 0) free(spawned);
    return status;
}
